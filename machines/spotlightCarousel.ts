import { assign, setup } from "xstate";
import { padToMultiple } from "#machines/rules/magazine/homepage";

export interface SpotlightContext {
  /** Ids of the viewing rooms, as loaded. */
  rooms: number[];
  perScreen: number;
  page: number;
  /** Pages already reported as impressions (analytics promotion 'spotlight'). */
  seen: number[];
}

export type SpotlightEvent =
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  /** A dot, or embla settling on a page after a swipe. */
  | { type: "GO"; page: number }
  /** The viewport crossed the 840 px breakpoint: 3 slides a screen or 1. */
  | { type: "RESIZE"; perScreen: number };

/** The slides: the rooms padded to a multiple of the slides a screen. */
export function spotlightSlides(c: Pick<SpotlightContext, "rooms" | "perScreen">): number[] {
  return padToMultiple(c.rooms, c.perScreen);
}

export function spotlightPageCount(c: Pick<SpotlightContext, "rooms" | "perScreen">): number {
  return Math.max(1, Math.ceil(spotlightSlides(c).length / c.perScreen));
}

const wrap = (page: number, c: SpotlightContext) => {
  const pages = spotlightPageCount(c);
  return ((page % pages) + pages) % pages;
};

/**
 * The 'Spotlight on select {month} Advertisers' carousel: the
 * viewing rooms padded to a multiple of the slides a screen, paged by whole
 * screens and wrapping; each page shown for the first time is reported once
 * (`reportImpressions`, analytics promotion 'spotlight').
 */
export const spotlightCarouselMachine = setup({
  types: {
    context: {} as SpotlightContext,
    events: {} as SpotlightEvent,
    input: {} as { rooms: number[]; perScreen: number },
  },
  actions: {
    /** Given the ids newly on screen. */
    reportImpressions: (_, _params: { ids: number[] }) => {},
  },
}).createMachine({
  id: "spotlightCarousel",
  context: ({ input }) => ({ rooms: input.rooms, perScreen: input.perScreen, page: 0, seen: [] }),
  initial: "showing",
  states: {
    showing: {
      // Every page change re-enters: report the page if it is new.
      entry: [
        {
          type: "reportImpressions",
          params: ({ context }) => ({
            ids: context.seen.includes(context.page)
              ? []
              : spotlightSlides(context).slice(
                  context.page * context.perScreen,
                  (context.page + 1) * context.perScreen,
                ),
          }),
        },
        assign({
          seen: ({ context }) => (context.seen.includes(context.page) ? context.seen : [...context.seen, context.page]),
        }),
      ],
      on: {
        NEXT: {
          target: "showing",
          reenter: true,
          actions: assign({ page: ({ context }) => wrap(context.page + 1, context) }),
        },
        PREVIOUS: {
          target: "showing",
          reenter: true,
          actions: assign({ page: ({ context }) => wrap(context.page - 1, context) }),
        },
        GO: {
          guard: ({ context, event }) => wrap(event.page, context) !== context.page,
          target: "showing",
          reenter: true,
          actions: assign({ page: ({ context, event }) => wrap(event.page, context) }),
        },
        RESIZE: {
          guard: ({ context, event }) => event.perScreen !== context.perScreen && event.perScreen > 0,
          target: "showing",
          reenter: true,
          // The first slide on screen stays in view; pages are counted (and reported) anew.
          actions: assign(({ context, event }) => ({
            perScreen: event.perScreen,
            page: Math.floor((context.page * context.perScreen) / event.perScreen),
            seen: [],
          })),
        },
      },
    },
  },
});
