import { assign, setup } from "xstate";
import { KEY_NAMES, KEYS } from "#machines/rules/magazine/homepage";
import { unprovided } from "#machines/unprovided";

/** The half-click listener is attached 250 ms after opening. */
export const LIGHTBOX_CLICK_DELAY_MS = 250;

/** One medium of a viewing room: an image, or a Vimeo or YouTube video. */
export type RoomMedium =
  | {
      kind: "image";
      id: number;
      path_large: string;
      captionFormatted: string;
      copyright: string;
      width: number;
      height: number;
    }
  | {
      kind: "video";
      videoSource: "vimeo" | "youtube";
      videoId: string;
      /** The still shown until the video plays, and its caption (none when the video has no still). */
      poster: { path_large: string; width: number; height: number } | null;
      captionFormatted: string;
    };

export interface ViewingRoomLightboxContext {
  roomId: number | null;
  media: RoomMedium[];
  index: number;
  /** The current video plays (after a click on Play Video). */
  playing: boolean;
}

export type ViewingRoomLightboxEvent =
  | { type: "OPEN"; roomId: number }
  | { type: "NEXT" }
  | { type: "PREVIOUS" }
  | { type: "KEY"; key: string }
  /** A click on the viewer: `right` when on its right half. */
  | { type: "HALF_CLICK"; right: boolean }
  | { type: "PLAY_VIDEO" }
  | { type: "CLOSE" };

const wrap = (index: number, length: number) => (length === 0 ? 0 : (index + length) % length);

/** Images first, then the videos (Vimeo or YouTube only). */
export function orderRoomMedia(media: readonly RoomMedium[]): RoomMedium[] {
  return [
    ...media.filter((m) => m.kind === "image"),
    ...media.filter((m) => m.kind === "video" && (m.videoSource === "vimeo" || m.videoSource === "youtube")),
  ];
}

const step = (by: number) =>
  assign<ViewingRoomLightboxContext, ViewingRoomLightboxEvent, undefined, ViewingRoomLightboxEvent, never>({
    index: ({ context }) => wrap(context.index + by, context.media.length),
    playing: false,
  });

/**
 * The viewing-room lightbox: opening loads the room's media
 * (`loadMedia`, GET /api/items/{id}/media), shows 'n of total', wraps through
 * all media (images then videos) with the arrows, the left and right arrow
 * keys and, once armed 250 ms after opening, clicks on the right half (next)
 * or left half (previous). A video plays after its Play Video placeholder is
 * clicked; Esc or CLOSE closes.
 */
export const viewingRoomLightboxMachine = setup({
  types: { context: {} as ViewingRoomLightboxContext, events: {} as ViewingRoomLightboxEvent },
  actors: {
    loadMedia: unprovided<RoomMedium[], { roomId: number }>("loadMedia"),
  },
  delays: { clickDelay: LIGHTBOX_CLICK_DELAY_MS },
  guards: {
    keyNext: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.right],
    keyPrevious: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.left],
    keyClose: ({ event }) => event.type === "KEY" && event.key === KEY_NAMES[KEYS.esc],
    rightHalf: ({ event }) => event.type === "HALF_CLICK" && event.right,
    onVideo: ({ context }) => context.media[context.index]?.kind === "video",
  },
}).createMachine({
  id: "viewingRoomLightbox",
  initial: "closed",
  context: { roomId: null, media: [], index: 0, playing: false },
  states: {
    closed: {
      on: {
        OPEN: {
          target: "loading",
          actions: assign(({ event }) => ({ roomId: event.roomId, media: [], index: 0, playing: false })),
        },
      },
    },
    loading: {
      invoke: {
        src: "loadMedia",
        input: ({ context }) => ({ roomId: context.roomId! }),
        onDone: { target: "open", actions: assign({ media: ({ event }) => orderRoomMedia(event.output) }) },
        onError: "closed",
      },
      on: { CLOSE: "closed", KEY: { guard: "keyClose", target: "closed" } },
    },
    open: {
      initial: "arming",
      states: {
        arming: { after: { clickDelay: "armed" } },
        armed: {
          on: {
            HALF_CLICK: [{ guard: "rightHalf", actions: step(1) }, { actions: step(-1) }],
          },
        },
      },
      on: {
        NEXT: { actions: step(1) },
        PREVIOUS: { actions: step(-1) },
        KEY: [
          { guard: "keyNext", actions: step(1) },
          { guard: "keyPrevious", actions: step(-1) },
          { guard: "keyClose", target: "closed" },
        ],
        PLAY_VIDEO: { guard: "onVideo", actions: assign({ playing: true }) },
        CLOSE: "closed",
      },
    },
  },
});
