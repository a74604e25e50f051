import { monthName } from "#machines/rules/calendar/dates";

/**
 * The spotlight carousel's heading, written by the front page's loader:
 * "Spotlight on select {month} Advertisers", the month being Summer from June
 * to August (one summer issue).
 */
export function spotlightTitle(iso: string): string {
  return `Spotlight on select ${spotlightMonthLabel(iso)} Advertisers`;
}

/** The month's name, or Summer for June to August. */
export function spotlightMonthLabel(iso: string): string {
  const month = Number(iso.slice(5, 7));
  return month >= 6 && month <= 8 ? "Summer" : monthName(iso);
}
