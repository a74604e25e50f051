/** What the art-guide admin may upload as a primary image, and how big (beyond the spec's URL-only images). */
export const UPLOAD_TYPES = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" } as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  type: "Upload a JPEG, PNG, WebP or GIF image.",
  size: "The image must be 5 MB or smaller.",
  unreadable: "This file is not a readable JPEG, PNG, WebP or GIF image.",
  /** The image store did not answer: nothing was saved, and the form keeps what was typed. */
  storageDown: "The image could not be stored just now, so nothing was saved. Please try again in a moment.",
} as const;
