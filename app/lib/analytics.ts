/**
 * Analytics events (related-article and carousel clicks and
 * impressions), pushed to the page's data layer for whichever tag manager
 * the site configures. Nothing is sent when none is present.
 */
type AnalyticsEvent = { event: string; [key: string]: unknown };

export function track(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  const w = window as unknown as { dataLayer?: AnalyticsEvent[] };
  (w.dataLayer ??= []).push(event);
}
