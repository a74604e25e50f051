import { assign, enqueueActions, setup } from "xstate";
import {
  HEADER_SCROLL_THROTTLE_MS,
  isMobileWidth,
  SCROLL_DIRECTION_THRESHOLD_PX,
} from "#machines/rules/shell/shellConstants";

// The view lives in rules/headerView so the header can render it without xstate.
export { headerView } from "#machines/rules/shell/headerView";

/**
 * Header behaviour:
 * - sticky once the page is scrolled past the leaderboard ad height (0 without one);
 * - the top navigation hides when scrolled past the leaderboard and scrolling down;
 * - on mobile (< 840 px) the whole header hides while scrolling down, unless the slide menu is open;
 * - scroll positions are throttled to 150 ms and a direction only counts after 32 px.
 *
 * The page sends SCROLL {y} on every scroll event; the throttle lives here (an
 * XState delay) so tests drive it with fake timers.
 */
export type HeaderEvent =
  | { type: "SCROLL"; y: number }
  | { type: "RESIZE"; width: number }
  | { type: "LEADERBOARD_MEASURED"; height: number }
  | { type: "SLIDE_MENU_OPENED" }
  | { type: "SLIDE_MENU_CLOSED" };

/** Raised by the measurement so each region moves on its own words. */
type InternalEvent =
  | { type: "PASSED_LEADERBOARD" }
  | { type: "WITHIN_LEADERBOARD" }
  | { type: "TURNED_DOWN" }
  | { type: "TURNED_UP" };

export interface HeaderContext {
  /** Last measured scroll position. */
  y: number;
  /** Position where the scroll direction was last decided; the 32 px threshold counts from here. */
  anchorY: number;
  /** A position that arrived while throttled; measured when the 150 ms are over. */
  pendingY: number | null;
  leaderboardHeight: number;
  viewportWidth: number;
}

export interface HeaderInput {
  y?: number;
  viewportWidth?: number;
  leaderboardHeight?: number;
}

export const headerMachine = setup({
  types: {
    context: {} as HeaderContext,
    events: {} as HeaderEvent | InternalEvent,
    input: {} as HeaderInput,
  },
  delays: {
    scrollThrottle: HEADER_SCROLL_THROTTLE_MS,
  },
  guards: {
    hasPendingPosition: ({ context }) => context.pendingY !== null,
    isMobileWidth: ({ event }) => event.type === "RESIZE" && isMobileWidth(event.width),
  },
  actions: {
    keepPendingPosition: assign({
      pendingY: ({ event, context }) => (event.type === "SCROLL" ? event.y : context.pendingY),
    }),
    /** Measures a position: where it is against the leaderboard and which way the reader is going. */
    measure: enqueueActions(({ context, event, enqueue }) => {
      const y = Math.max(0, event.type === "SCROLL" ? event.y : (context.pendingY ?? context.y));
      const delta = y - context.anchorY;
      if (delta >= SCROLL_DIRECTION_THRESHOLD_PX) {
        enqueue.assign({ y, anchorY: y, pendingY: null });
        enqueue.raise({ type: "TURNED_DOWN" });
      } else if (delta <= -SCROLL_DIRECTION_THRESHOLD_PX || y === 0) {
        // Back at the very top the reader always sees the full header.
        enqueue.assign({ y, anchorY: y, pendingY: null });
        enqueue.raise({ type: "TURNED_UP" });
      } else {
        enqueue.assign({ y, pendingY: null });
      }
      enqueue.raise({ type: y > context.leaderboardHeight ? "PASSED_LEADERBOARD" : "WITHIN_LEADERBOARD" });
    }),
    keepLeaderboardHeight: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "LEADERBOARD_MEASURED") return;
      const height = Math.max(0, event.height);
      enqueue.assign({ leaderboardHeight: height });
      enqueue.raise({ type: context.y > height ? "PASSED_LEADERBOARD" : "WITHIN_LEADERBOARD" });
    }),
    keepViewportWidth: assign({
      viewportWidth: ({ event, context }) => (event.type === "RESIZE" ? event.width : context.viewportWidth),
    }),
  },
}).createMachine({
  id: "header",
  type: "parallel",
  context: ({ input }) => ({
    y: input.y ?? 0,
    anchorY: input.y ?? 0,
    pendingY: null,
    leaderboardHeight: input.leaderboardHeight ?? 0,
    viewportWidth: input.viewportWidth ?? 1280,
  }),
  on: {
    LEADERBOARD_MEASURED: { actions: "keepLeaderboardHeight" },
  },
  states: {
    throttle: {
      initial: "ready",
      states: {
        ready: {
          on: { SCROLL: { target: "throttled", actions: "measure" } },
        },
        throttled: {
          on: { SCROLL: { actions: "keepPendingPosition" } },
          after: {
            scrollThrottle: [
              // The latest position of the quiet period is measured, then another period starts.
              { guard: "hasPendingPosition", target: "throttled", reenter: true, actions: "measure" },
              { target: "ready" },
            ],
          },
        },
      },
    },
    position: {
      initial: "withinLeaderboard",
      states: {
        withinLeaderboard: { on: { PASSED_LEADERBOARD: "sticky" } },
        sticky: { on: { WITHIN_LEADERBOARD: "withinLeaderboard" } },
      },
    },
    direction: {
      initial: "scrollingUp",
      states: {
        scrollingUp: { on: { TURNED_DOWN: "scrollingDown" } },
        scrollingDown: { on: { TURNED_UP: "scrollingUp" } },
      },
    },
    viewport: {
      initial: "unknown",
      on: {
        RESIZE: [
          { guard: "isMobileWidth", target: ".mobile", actions: "keepViewportWidth" },
          { target: ".desktop", actions: "keepViewportWidth" },
        ],
      },
      states: {
        // Until the browser reports a width (server render) the desktop rules apply.
        unknown: {},
        desktop: {},
        mobile: {},
      },
    },
    slideMenu: {
      initial: "closed",
      states: {
        closed: { on: { SLIDE_MENU_OPENED: "open" } },
        open: { on: { SLIDE_MENU_CLOSED: "closed" } },
      },
    },
  },
});
