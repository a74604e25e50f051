/**
 * The time zone of a guide city (its place_url), for what "today" means at
 * a venue; a city not listed falls back to its country's zone where the
 * country has one, else null (then the reader's own day is used).
 */
const BY_PLACE: Record<string, string> = {
  "new-york": "America/New_York",
  "los-angeles": "America/Los_Angeles",
  london: "Europe/London",
  berlin: "Europe/Berlin",
  paris: "Europe/Paris",
  milan: "Europe/Rome",
  beijing: "Asia/Shanghai",
  "hong-kong": "Asia/Hong_Kong",
  "mexico-city": "America/Mexico_City",
  chicago: "America/Chicago",
  "san-francisco": "America/Los_Angeles",
  toronto: "America/Toronto",
  montreal: "America/Toronto",
  madrid: "Europe/Madrid",
  barcelona: "Europe/Madrid",
  rome: "Europe/Rome",
  amsterdam: "Europe/Amsterdam",
  brussels: "Europe/Brussels",
  vienna: "Europe/Vienna",
  zurich: "Europe/Zurich",
  copenhagen: "Europe/Copenhagen",
  stockholm: "Europe/Stockholm",
  tokyo: "Asia/Tokyo",
  seoul: "Asia/Seoul",
  "sao-paulo": "America/Sao_Paulo",
  sydney: "Australia/Sydney",
  istanbul: "Europe/Istanbul",
};

/** Countries in one time zone. */
const BY_COUNTRY: Record<string, string> = {
  GB: "Europe/London",
  IE: "Europe/Dublin",
  DE: "Europe/Berlin",
  FR: "Europe/Paris",
  IT: "Europe/Rome",
  CH: "Europe/Zurich",
  AT: "Europe/Vienna",
  NL: "Europe/Amsterdam",
  BE: "Europe/Brussels",
  DK: "Europe/Copenhagen",
  SE: "Europe/Stockholm",
  NO: "Europe/Oslo",
  PL: "Europe/Warsaw",
  TR: "Europe/Istanbul",
  CN: "Asia/Shanghai",
  HK: "Asia/Hong_Kong",
  JP: "Asia/Tokyo",
  KR: "Asia/Seoul",
  SG: "Asia/Singapore",
};

export function timeZoneOfPlace(placeUrl: string, countryCode: string): string | null {
  return BY_PLACE[placeUrl] ?? BY_COUNTRY[countryCode.toUpperCase()] ?? null;
}

/** The clock a venue's reception times are entered and shown in, and its name beside a time field. */
interface ReceptionClock {
  timeZone: string;
  /** "New York time"; "UTC" for a city of no known zone. */
  label: string;
}

/**
 * Receptions are stored in UTC and read on the city's clock; a city of no
 * known zone reads them in UTC, as they were entered before zones were known.
 */
export function receptionClock(place: { place: string; placeUrl: string; countryCode: string }): ReceptionClock {
  const timeZone = timeZoneOfPlace(place.placeUrl, place.countryCode);
  return timeZone ? { timeZone, label: `${place.place} time` } : { timeZone: "UTC", label: "UTC" };
}
