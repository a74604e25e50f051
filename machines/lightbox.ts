import { assign, setup } from "xstate";
import { KEY_NAMES, KEYS } from "#machines/rules/magazine/homepage";
import { unprovided } from "#machines/unprovided";

/** The visible image scrolls into view 100 ms after opening. */
export const LIGHTBOX_SCROLL_DELAY_MS = 100;

export interface LightboxImage {
  id: number;
  path: string;
  path_large: string;
  captionFormatted: string;
  width?: number | null;
  height?: number | null;
}

/** Lightbox state: images, current index, current article id, title. */
export interface LightboxContext {
  images: LightboxImage[];
  index: number;
  articleId: number | null;
  title: string;
}

export type LightboxEvent =
  | { type: "OPEN"; articleId: number; index: number; title: string }
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  /** A click on the image goes to the next one. */
  | { type: "IMAGE_CLICK" }
  /** A key pressed while open: the arrows step, Escape closes (as in the viewing-room lightbox). */
  | { type: "KEY"; key: string }
  | { type: "CLOSE" };

const wrap = (index: number, length: number) => (length === 0 ? 0 : (index + length) % length);

/**
 * The article image lightbox: opening for the same article reuses
 * the loaded images and sets the index, otherwise the article's images load
 * first (`loadImages`, GET /api/items/{id}/media); next and previous wrap at
 * both ends, by the arrows on screen or the arrow keys; Escape closes; after
 * opening the image scrolls into view (`scrollIntoView`).
 */
export const lightboxMachine = setup({
  types: { context: {} as LightboxContext, events: {} as LightboxEvent },
  actors: {
    loadImages: unprovided<LightboxImage[], { articleId: number }>("loadImages"),
  },
  actions: {
    scrollIntoView: () => {},
  },
  delays: { scrollDelay: LIGHTBOX_SCROLL_DELAY_MS },
  guards: {
    keyNext: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.right],
    keyPrevious: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.left],
    keyClose: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.esc],
    sameArticle: ({ context, event }) =>
      event.type === "OPEN" && event.articleId === context.articleId && context.images.length > 0,
  },
}).createMachine({
  id: "lightbox",
  initial: "closed",
  context: { images: [], index: 0, articleId: null, title: "" },
  states: {
    closed: {
      on: {
        OPEN: [
          {
            guard: "sameArticle",
            target: "open",
            actions: assign({ index: ({ context, event }) => wrap(event.index, context.images.length) }),
          },
          {
            target: "loading",
            actions: assign(({ event }) => ({
              articleId: event.articleId,
              index: event.index,
              title: event.title,
              images: [],
            })),
          },
        ],
      },
    },
    loading: {
      invoke: {
        src: "loadImages",
        input: ({ context }) => ({ articleId: context.articleId! }),
        onDone: {
          target: "open",
          actions: assign(({ context, event }) => ({
            images: event.output,
            index: wrap(context.index, event.output.length),
          })),
        },
        // Other failures are only logged: the lightbox stays shut.
        onError: { target: "closed", actions: assign({ articleId: null }) },
      },
      on: { CLOSE: "closed" },
    },
    open: {
      after: { scrollDelay: { actions: "scrollIntoView" } },
      on: {
        NEXT: { actions: assign({ index: ({ context }) => wrap(context.index + 1, context.images.length) }) },
        IMAGE_CLICK: { actions: assign({ index: ({ context }) => wrap(context.index + 1, context.images.length) }) },
        PREVIOUS: { actions: assign({ index: ({ context }) => wrap(context.index - 1, context.images.length) }) },
        KEY: [
          {
            guard: "keyNext",
            actions: assign({ index: ({ context }) => wrap(context.index + 1, context.images.length) }),
          },
          {
            guard: "keyPrevious",
            actions: assign({ index: ({ context }) => wrap(context.index - 1, context.images.length) }),
          },
          { guard: "keyClose", target: "closed" },
        ],
        CLOSE: "closed",
      },
    },
  },
});

/** Arrows and the "n / total" indicator show only for more than one image. */
export function showsNavigation(context: LightboxContext): boolean {
  return context.images.length > 1;
}

export function positionLabel(context: LightboxContext): string {
  return `${context.index + 1} / ${context.images.length}`;
}
