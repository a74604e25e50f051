import { assign, setup } from "xstate";
import { unprovided } from "#machines/unprovided";

/** The image grid's loader becomes active 4000 ms after mount. */
export const IMAGE_GRID_ACTIVATE_MS = 4000;
/** Rows of 12 images, a banner ad after each. */
export const IMAGE_GRID_ROW = 12;

export interface GridPage<T> {
  items: T[];
  page: number;
  pages: number;
}

export interface ImageGridContext<T> {
  page: number;
  pages: number;
  images: T[];
}

export type ImageGridEvent = { type: "NEAR_END" };

/** Rows of 12, the last one possibly short. */
export function gridRows<T>(images: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < images.length; i += IMAGE_GRID_ROW) rows.push(images.slice(i, i + IMAGE_GRID_ROW));
  return rows;
}

/**
 * A banner ad follows each row: a full one, and the grid's short last row
 * once every page is in. A short row the next page will fill gets its ad
 * then, so no ad is shown and then pushed down.
 */
export function adFollowsRow(rowIndex: number, rows: readonly (readonly unknown[])[], allLoaded: boolean): boolean {
  return rows[rowIndex]!.length === IMAGE_GRID_ROW || (allLoaded && rowIndex === rows.length - 1);
}

/** Every page of the grid is in: nothing more will load. */
export const allPagesLoaded = (context: Pick<ImageGridContext<unknown>, "page" | "pages">) =>
  context.page >= context.pages;

/**
 * The image grid's load-more: inactive for 4 s after mount, then
 * each NEAR_END (the end scrolled into reach) loads the next page unless a
 * request is in flight or all pages are loaded. Errors are silently ignored:
 * the grid simply waits for the next scroll.
 */
export function createImageGridMachine<T>() {
  return setup({
    types: {
      context: {} as ImageGridContext<T>,
      events: {} as ImageGridEvent,
      input: {} as { images: T[]; page: number; pages: number },
    },
    actors: {
      loadPage: unprovided<GridPage<T>, { page: number }>("loadPage"),
    },
    delays: { activate: IMAGE_GRID_ACTIVATE_MS },
    guards: {
      morePages: ({ context }) => !allPagesLoaded(context),
    },
  }).createMachine({
    id: "imageGrid",
    context: ({ input }) => ({ page: input.page, pages: input.pages, images: input.images }),
    initial: "waiting",
    states: {
      waiting: { after: { activate: "active" } },
      active: {
        on: { NEAR_END: { guard: "morePages", target: "loading" } },
      },
      // NEAR_END is not handled here: never two requests at once.
      loading: {
        invoke: {
          src: "loadPage",
          input: ({ context }) => ({ page: context.page + 1 }),
          onDone: {
            target: "active",
            actions: assign(({ context, event }) => ({
              page: event.output.page,
              pages: event.output.pages,
              images: [...context.images, ...event.output.items],
            })),
          },
          onError: "active",
        },
      },
    },
  });
}
