/** Slideshow constants and gesture rule. */
export const SLIDE_SPACING_PX = 36;
export const SWIPE_THRESHOLD_PX = 60;
export const DRAG_THRESHOLD_PX = 20;
export const SLIDE_ANIMATION_MS = 500;
export const RESIZE_DEBOUNCE_MS = 250;
export const MEDIA_AUTO_FLIP_MS = 3500;
/** The query parameter keeping the current slide index. */
export const SLIDESHOW_INDEX_PARAM = "idx";

/**
 * What a pointer movement of `dx` px means: a swipe of 60 px or more turns the
 * slide (leftwards: next), under 20 px it is a click, in between a drag that
 * springs back.
 */
export function gestureOf(dx: number): "next" | "previous" | "drag" | "click" {
  if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) return dx < 0 ? "next" : "previous";
  if (Math.abs(dx) >= DRAG_THRESHOLD_PX) return "drag";
  return "click";
}

/** The idx of the address as a slide index, 0 when missing or out of range. */
export function slideIndexFrom(idx: string | null, count: number): number {
  const n = Number(idx);
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
}

/** 'N of M'. */
export function slideCounter(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** The id of the slideshow page's image grid ("All images"), the target of a room's link to it. */
export const ALL_IMAGES_ID = "all-images";

/** A viewing room's other views, from its address (/viewing-rooms/{room}). */
export const viewingRoomViews = {
  slideshow: (roomUrl: string) => `${roomUrl}/slideshow`,
  images: (roomUrl: string) => `${roomUrl}/slideshow#${ALL_IMAGES_ID}`,
};

export const viewingRoomTexts = {
  views: "View the room",
  slideshow: "Slideshow",
  allImages: "All images",
} as const;
