import {
  Component,
  type ComponentType,
  createElement,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import { ChunkTimeoutError, LAZY_CHUNK_MESSAGES } from "#app/rules/shell/lazyChunk";
import { LAZY_CHUNK_TIMEOUT_MS } from "#machines/rules/shell/shellConstants";

/**
 * The one way to load code on demand (map, audio player, lightboxes,
 * DatePicker): a dynamic import raced against the 120 s chunk timeout,
 * remembered once loaded, forgotten after a failure so that
 * "Try again" really fetches again.
 */

/** Rejects with ChunkTimeoutError when `load` has not settled within `timeoutMs`. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(timeoutMs)), timeoutMs);
    let started: Promise<T>;
    try {
      started = load();
    } catch (error) {
      clearTimeout(timer);
      reject(error);
      return;
    }
    started.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface OnDemand<T> {
  /** Starts the load (once) and gives its promise; after a failure the next call loads again. */
  get(): Promise<T>;
  /** The loaded value, if it arrived. */
  peek(): T | undefined;
}

/** Plain promise helper: `const map = onDemand(() => import("maplibre-gl")); await map.get()`. */
export function onDemand<T>(load: () => Promise<T>, timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  return {
    get() {
      if (!pending) {
        pending = withChunkTimeout(load, timeoutMs).then(
          (loaded) => {
            value = loaded;
            return loaded;
          },
          (error: unknown) => {
            pending = null;
            throw error;
          },
        );
      }
      return pending;
    },
    peek: () => value,
  };
}

/** The reader-facing message when a chunk fails: what happened, and a way to retry. */
export function ChunkLoadError({ onRetry }: { onRetry: () => void }) {
  return createElement(
    "div",
    { className: "chunk-error alert alert--error", role: "alert", "data-testid": "chunk-error" },
    createElement("p", null, LAZY_CHUNK_MESSAGES.failed),
    createElement(
      "button",
      { type: "button", className: "button button--secondary", onClick: onRetry },
      LAZY_CHUNK_MESSAGES.retry,
    ),
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children?: ReactNode;
}

class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Only logged: the reader sees the retry message instead.
    console.error("On-demand chunk failed", error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return createElement(ChunkLoadError, { onRetry: this.props.onRetry });
    return this.props.children;
  }
}

function LoadingNote() {
  return createElement("p", { className: "chunk-loading label", "aria-live": "polite" }, LAZY_CHUNK_MESSAGES.loading);
}

/**
 * React.lazy with the chunk timeout, a loading note and the failure message
 * with a working retry. Use like React.lazy:
 * `const DatePicker = lazyComponent(() => import("./DatePicker"))`.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** `fallback: null` shows nothing while the chunk loads; left out, a loading note; a function renders it from the props (the same markup, so nothing jumps). */
  options: { fallback?: ReactNode | ((props: P) => ReactNode); timeoutMs?: number } = {},
): ComponentType<P> {
  let chunk = onDemand(load, options.timeoutMs);
  let Inner: LazyExoticComponent<ComponentType<P>> = lazy(() => chunk.get());

  const fallbackFor = (props: P): ReactNode => {
    const { fallback } = options;
    if (fallback === undefined) return createElement(LoadingNote);
    return typeof fallback === "function" ? fallback(props) : fallback;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazily loaded module, at module level by its callers
  function OnDemandComponent(props: P) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      // React.lazy keeps a rejected import forever, so a retry needs a fresh one.
      chunk = onDemand(load, options.timeoutMs);
      Inner = lazy(() => chunk.get());
      setAttempt((n) => n + 1);
    };
    return createElement(
      ChunkBoundary,
      { key: chunkKey(Inner), onRetry: retry },
      createElement(Suspense, { fallback: fallbackFor(props) }, createElement(Inner as ComponentType<P>, props)),
    );
  }
  OnDemandComponent.displayName = "OnDemand";
  return OnDemandComponent;
}

/** A stable key per lazy instance, so the error boundary starts fresh after a retry. */
const keys = new WeakMap<object, string>();
let nextKey = 0;
function chunkKey(inner: object): string {
  let key = keys.get(inner);
  if (!key) {
    key = `chunk-${nextKey++}`;
    keys.set(inner, key);
  }
  return key;
}
