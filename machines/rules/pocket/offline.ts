/**
 * What the pocket guide says about itself: the offline page, the "saved at"
 * notice on a page kept on the device, and the new-version notice. Plain
 * words, one place, shared by the pages and the service worker.
 */
export const offlineTexts = {
  offlineTitle: "You are offline",
  pageNotSaved: "This page is not saved on this device, so it can't open without a connection.",
  myguideAvailable: "Your myguide is available offline.",
  openMyguide: "Open myguide",
  savedPagesHeading: "Also saved on this device",
  savedPagesNone: "No other guide pages are saved yet: the guide keeps the pages you visit.",
  backOnline: "When the connection returns, reload the page to see it.",
  offlineNow: "You are offline: this is the copy kept on this device.",
  unreachable: "The site could not be reached, so this is the copy kept on this device.",
  updateReady: "A new version of the site is ready. It loads when you open the next page.",
  updateDismiss: "OK",
} as const;

/** Where the offline page lives: precached, and shown for a page the device has not kept. */
export const OFFLINE_PAGE_PATH = "/artguide/offline";

const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);

/**
 * When a kept page was saved, in the reader's words: "Saved today at 14:05",
 * "Saved yesterday at 09:30", or "Saved on 23 November at 18:00" (with the
 * year when it is not this year's).
 */
export function savedAtText(savedAt: Date, now: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hour12: false }).format(
    savedAt,
  );
  const savedDay = dayKey(savedAt, timeZone);
  if (savedDay === dayKey(now, timeZone)) return `Saved today at ${time}`;
  if (savedDay === dayKey(new Date(now.getTime() - 86_400_000), timeZone)) return `Saved yesterday at ${time}`;
  const sameYear = savedDay.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  const date = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(savedAt);
  return `Saved on ${date} at ${time}`;
}
