import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Actor, ActorOptions, AnyActorLogic, EventFromLogic, SnapshotFrom } from "xstate";
import { devInspector } from "./inspector";
import { withChunkTimeout } from "./lazy";
import { afterNextPaint, whenSettled } from "./timing";

/**
 * A machine that starts on use. XState and the machine's module are imported
 * on the first event sent (queued, with any others, until the actor runs) or on
 * an explicit start(), so no page's first load carries them. Until then
 * components read the "before start" answer they declare: the initial state's
 * answer, which is also what the server rendered.
 *
 * Every machine it starts gets the development inspector (app/lib/inspector.ts).
 *
 * Only type imports of xstate here: this file is part of every first load.
 */
export class LazyActor<TLogic extends AnyActorLogic> {
  private actor: Actor<TLogic> | null = null;
  private starting: Promise<Actor<TLogic> | null> | null = null;
  private queue: EventFromLogic<TLogic>[] = [];
  private listeners = new Set<() => void>();
  /** Bumped by stop(), so a load that finishes after it starts nothing. */
  private generation = 0;
  /** Started without anyone waiting on it (once the page settled): its first answer can render as a transition. */
  private background = false;

  constructor(
    /** Imports the machine, already `.provide(...)`d with its browser effects. */
    private readonly load: () => Promise<TLogic>,
    /** Read when the actor starts (input), so the input is current then. */
    private readonly options: () => ActorOptions<TLogic> = () => ({}),
  ) {}

  /** Sends to the running actor, or queues the event and starts it. */
  send = (event: EventFromLogic<TLogic>): void => {
    // The reader waits on this event's answer, even if the machine started (or is starting) in the background.
    this.background = false;
    if (this.actor) {
      this.actor.send(event);
      return;
    }
    this.queue.push(event);
    void this.start().catch(() => {
      // Logged by start(); the queued events wait for the next attempt.
    });
  };

  /** Delivers the event when the actor runs, without starting it (a fact it needs once it does, e.g. a measured height). */
  sendWhenStarted = (event: EventFromLogic<TLogic>): void => {
    if (this.actor) this.actor.send(event);
    else this.queue.push(event);
  };

  /**
   * Starts the actor (once); the queued events are delivered in order right after.
   * Resolves to null when stop() came first (its component unmounted while the
   * machine loaded): that is normal, so it neither starts anything nor fails.
   */
  start = (): Promise<Actor<TLogic> | null> => {
    const generation = this.generation;
    // The machine's first render waits for a paint: the input that started it paints at once.
    this.starting ??= withChunkTimeout(() => Promise.all([this.load(), import("xstate")]))
      .then(async (loaded) => {
        await afterNextPaint();
        return loaded;
      })
      .then(
        ([logic, { createActor }]) => {
          if (generation !== this.generation) return null;
          const actor = createActor(logic, { ...this.options(), inspect: devInspector() }) as Actor<TLogic>;
          actor.subscribe({ next: this.notify, error: (error: unknown) => console.error("Machine failed", error) });
          actor.start();
          this.actor = actor;
          for (const event of this.queue.splice(0)) actor.send(event);
          this.notify();
          return actor;
        },
        (error: unknown) => {
          // Stopped meanwhile: nobody waits for this machine any more.
          if (generation !== this.generation) return null;
          // Forgotten, so the next event or start() loads again.
          this.starting = null;
          console.error("Machine chunk failed", error);
          throw error;
        },
      );
    return this.starting;
  };

  /** Starts the actor for later, nobody waiting on it yet (see startLazyActorOn). */
  startInBackground = (): Promise<Actor<TLogic> | null> => {
    if (!this.starting && !this.actor) this.background = true;
    return this.start();
  };

  /** True once the actor runs. */
  get started(): boolean {
    return this.actor !== null;
  }

  /** True once the actor runs, started in the background and never waited on before it ran. */
  get startedInBackground(): boolean {
    return this.actor !== null && this.background;
  }

  /** The running actor's snapshot; undefined before it starts. */
  getSnapshot = (): SnapshotFrom<TLogic> | undefined => this.actor?.getSnapshot() as SnapshotFrom<TLogic> | undefined;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops the actor; a later event starts a fresh one. */
  stop(): void {
    this.generation += 1;
    this.background = false;
    this.actor?.stop();
    this.actor = null;
    this.starting = null;
    this.queue = [];
  }

  private notify = (): void => {
    for (const listener of this.listeners) listener();
  };
}

/**
 * When a component's machine starts, besides on its first event:
 * - "interaction": only then (the default);
 * - "settled": once the page has loaded and been left alone a moment (app/lib/timing.ts);
 * - "pageInteraction": at the reader's first pointer, focus or key anywhere on the page, or once settled.
 */
export type StartOn = "interaction" | "settled" | "pageInteraction";

const PAGE_INTERACTIONS = ["pointerdown", "focusin", "keydown"] as const;

/** Starts `lazy` as `startOn` says; returns the cleanup. */
export function startLazyActorOn(lazy: LazyActor<AnyActorLogic>, startOn: StartOn): () => void {
  if (startOn === "interaction") return () => {};
  const start = () => void lazy.startInBackground().catch(() => {});
  const cancelSettled = whenSettled(start);
  if (startOn === "settled") return cancelSettled;
  for (const type of PAGE_INTERACTIONS) document.addEventListener(type, start, { once: true, capture: true });
  return () => {
    cancelSettled();
    for (const type of PAGE_INTERACTIONS) document.removeEventListener(type, start, { capture: true });
  };
}

/** A LazyActor owned by the component: made once, started as `startOn` says, stopped on unmount. */
export function useLazyActor<TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  options?: () => ActorOptions<TLogic>,
  startOn: StartOn = "interaction",
): LazyActor<TLogic> {
  const [lazy] = useState(() => new LazyActor(load, options));
  useEffect(() => startLazyActorOn(lazy as LazyActor<AnyActorLogic>, startOn), [lazy, startOn]);
  useEffect(() => () => lazy.stop(), [lazy]);
  return lazy;
}

/** The last answer of a selector, kept while equal so object answers do not re-render on every snapshot. */
type Kept<T> = { snapshot: unknown; selector: unknown; value: T } | null;

/**
 * What a component reads: `selector` over the running actor's snapshot, or
 * `beforeStart` while it has not started. `kept` carries the last answer between calls.
 */
export function readLazy<TLogic extends AnyActorLogic, T>(
  lazy: LazyActor<TLogic>,
  selector: (snapshot: SnapshotFrom<TLogic>) => T,
  beforeStart: T,
  compare: (a: T, b: T) => boolean,
  kept: { current: Kept<T> },
): T {
  const snapshot = lazy.getSnapshot();
  if (snapshot === undefined) return beforeStart;
  const last = kept.current;
  if (last && last.snapshot === snapshot && last.selector === selector) return last.value;
  const value = selector(snapshot);
  const answer = last && compare(last.value, value) ? last.value : value;
  kept.current = { snapshot, selector, value: answer };
  return answer;
}

/**
 * Reads a running actor's snapshot through `selector`, and `beforeStart` until it
 * runs (and on the server). `beforeStart` must be a constant or a primitive.
 *
 * A machine started in the background (once the page settled) shows its first answer in a
 * transition: a store's change would otherwise render every reader of it at once, in one long
 * task. A machine started by the reader's event, and every later snapshot, render as they come.
 */
export function useLazySelector<TLogic extends AnyActorLogic, T>(
  lazy: LazyActor<TLogic>,
  selector: (snapshot: SnapshotFrom<TLogic>) => T,
  beforeStart: T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const kept = useRef<Kept<T>>(null);
  const [shown, setShown] = useState(() => lazy.started);
  useEffect(() => {
    if (shown) return;
    const reveal = () => {
      if (lazy.startedInBackground) startTransition(() => setShown(true));
    };
    reveal();
    return lazy.subscribe(reveal);
  }, [lazy, shown]);
  return useSyncExternalStore(
    lazy.subscribe,
    () => (shown || !lazy.startedInBackground ? readLazy(lazy, selector, beforeStart, compare, kept) : beforeStart),
    () => beforeStart,
  );
}
