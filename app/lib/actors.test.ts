import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createMachine } from "xstate";
import { enableDevInspector } from "./inspector";
import { LazyActor } from "./lazyActor";

const inspected = vi.hoisted(() => [] as { type: string }[]);
vi.mock("@statelyai/inspect", () => ({
  createBrowserInspector: () => ({ inspect: { next: (event: { type: string }) => inspected.push(event) } }),
}));

const APP = new URL("..", import.meta.url).pathname;
/** The only modules that create actors, both attaching the inspector. */
const CREATORS = new Set(["lib/actors.ts", "lib/lazyActor.ts"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("every machine in the inspector", () => {
  it("creates actors only through LazyActor and app/lib/actors.ts", () => {
    const offenders: string[] = [];
    for (const path of sources(APP)) {
      const name = relative(APP, path);
      if (CREATORS.has(name)) continue;
      const text = readFileSync(path, "utf8");
      // xstate's own creators, or @xstate/react's hooks that create actors (useSelector only reads one).
      if (/\bcreateActor\b|\bcreateActorContext\b|\binterpret\(/.test(text)) offenders.push(`${name}: createActor`);
      for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@xstate\/react"/g)) {
        const hooks = match[1]!.split(",").map((n) => n.trim().replace(/^type\s+/, ""));
        if (hooks.some((hook) => hook && hook !== "useSelector")) offenders.push(`${name}: ${match[1]!.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  describe("with DEV_INSPECT on in a development build", () => {
    const saved = globalThis.window;
    globalThis.window = globalThis as unknown as Window & typeof globalThis;
    afterAll(() => {
      globalThis.window = saved;
    });

    it("shows a machine started on use, from its first snapshot on", async () => {
      expect(import.meta.env.DEV).toBe(true);
      enableDevInspector(true);
      const lazy = new LazyActor(async () =>
        createMachine({ id: "door", initial: "closed", states: { closed: { on: { OPEN: "open" } }, open: {} } }),
      );
      lazy.send({ type: "OPEN" });
      await lazy.start();
      await vi.waitFor(() => expect(inspected.some((e) => e.type === "@xstate.event")).toBe(true));
      expect(inspected.map((e) => e.type)).toEqual(
        expect.arrayContaining(["@xstate.actor", "@xstate.snapshot", "@xstate.event"]),
      );
      lazy.stop();
    });
  });
});
