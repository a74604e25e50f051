// Art guide content: places, venues with hours, exhibitions with every flag
//, and featured lists. Dates are relative to `today`, and every
// priority city gets openings and closings today and tomorrow.

import { formatDate, monthDay } from "#machines/rules/calendar/dates.ts";
import type { VenueBase } from "#machines/rules/guide/guideTypes";
import { receptionClock } from "#machines/rules/guide/placeTimeZones.ts";
import { CITIES, type City } from "./data/cities.ts";
import {
  AUCTION_HOUSES,
  EVENT_NAMES,
  FAIR_NAMES,
  GALLERY_PATTERNS,
  INSTITUTION_PATTERNS,
  LAST_NAMES,
  MEDIA,
  SUBJECTS,
  TITLE_ADJECTIVES,
} from "./data/words.ts";
import { addDays, localToUtc } from "./dates.ts";
import type { Rng } from "./random.ts";
import { artistList, escapeHtml, joinNames, paragraphs, personName, slugify, toHtml, workTitle } from "./text.ts";

export const GUIDE_CATEGORIES = ["galleries", "museums", "special-events", "art-fairs", "auctions"] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** A seeded venue: the columns every view of a venue shares, and what the seed derives the rest from. */
export interface Venue extends VenueBase {
  byAppointment: boolean;
  hoursRows: { dayFrom: string; dayUntil: string; hourFrom: string; hourUntil: string }[];
  city: City;
  district: string;
  category: GuideCategory;
  imageId: number;
}

export interface Exhibition {
  id: number;
  slug: string;
  title: string;
  artists: string;
  subtitle: string;
  description: string;
  descriptionExtended: string;
  pressRelease: string;
  showStart: string;
  showEnd: string;
  dateOverride: string;
  openingStart: string | null;
  openingEnd: string | null;
  isMustSee: boolean;
  criticsPick: { id: number; path: string } | null;
  preview: { id: number; path: string } | null;
  viewingRoom: { id: number; path: string } | null;
  isSpotlight: boolean;
  isHighlight: boolean;
  category: GuideCategory;
  venue: Venue;
  imageIds: number[];
}

export interface FeaturedList {
  id: number;
  slug: string;
  name: string;
  siteUrl: string;
  venueIds: number[];
}

/** Share of venues per city: priority cities are the big art capitals. */
const CITY_WEIGHTS: Record<string, number> = {
  "new-york": 12,
  "los-angeles": 6,
  london: 8,
  berlin: 6,
  paris: 6,
  milan: 4,
  beijing: 3,
  "hong-kong": 3,
  "mexico-city": 3,
};

const CATEGORY_WEIGHTS: readonly (readonly [GuideCategory, number])[] = [
  ["galleries", 66],
  ["museums", 18],
  ["special-events", 6],
  ["art-fairs", 5],
  ["auctions", 5],
];

const DAY_LABELS: Record<string, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
  daily: "Daily",
};

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

function venueHours(rng: Rng, category: GuideCategory): Venue["hoursRows"] {
  if (category === "museums") {
    const rows = [
      {
        dayFrom: rng.pick(["tue", "wed"]),
        dayUntil: "sun",
        hourFrom: "10:00",
        hourUntil: rng.pick(["17:00", "17:30", "18:00"]),
      },
    ];
    if (rng.chance(0.6)) rows.push({ dayFrom: "thu", dayUntil: "thu", hourFrom: "10:00", hourUntil: "21:00" });
    return rows;
  }
  if (category === "art-fairs" || category === "special-events") {
    return [{ dayFrom: "daily", dayUntil: "daily", hourFrom: "11:00", hourUntil: rng.pick(["19:00", "20:00"]) }];
  }
  const rows = [
    {
      dayFrom: rng.pick(["tue", "wed"]),
      dayUntil: "sat",
      hourFrom: rng.pick(["10:00", "11:00", "12:00"]),
      hourUntil: rng.pick(["18:00", "18:30", "19:00"]),
    },
  ];
  if (rng.chance(0.25)) rows.push({ dayFrom: "sun", dayUntil: "sun", hourFrom: "12:00", hourUntil: "17:00" });
  return rows;
}

function hoursText(rows: Venue["hoursRows"], byAppointment: boolean): string {
  if (byAppointment) return "By appointment only";
  return rows
    .map((r) => {
      const days =
        r.dayFrom === r.dayUntil ? DAY_LABELS[r.dayFrom] : `${DAY_LABELS[r.dayFrom]}–${DAY_LABELS[r.dayUntil]}`;
      return `${days} ${clock(r.hourFrom)}–${clock(r.hourUntil)}`;
    })
    .join("; ");
}

function venueName(rng: Rng, category: GuideCategory, city: City): string {
  const a = rng.pick(LAST_NAMES);
  const b = rng.pick(LAST_NAMES);
  switch (category) {
    case "museums":
      return rng.pick(INSTITUTION_PATTERNS)(city.place, a);
    case "art-fairs":
      return rng.pick([
        `${city.place} Exhibition Hall`,
        `${a} Pavilion`,
        `Hall ${rng.int(2, 9)}, ${city.place} Fairgrounds`,
        `The ${a} Armory`,
      ]);
    case "auctions":
      return `${rng.pick(AUCTION_HOUSES)} ${city.place}`;
    case "special-events":
      return rng.pick([
        `${a} Foundation`,
        `Project Space ${a}`,
        `${a} Kunstverein`,
        `The ${rng.pick(TITLE_ADJECTIVES)} Room`,
      ]);
    default:
      return rng.pick(GALLERY_PATTERNS)(a, b);
  }
}

function venueDescription(rng: Rng, name: string, category: GuideCategory, city: City): string {
  const year = rng.int(1952, 2021);
  switch (category) {
    case "museums":
      return `${name} collects and exhibits art from 1945 to the present, with a particular focus on ${rng.pick(SUBJECTS)}. Its program of exhibitions, screenings and talks draws visitors from across ${city.country}.`;
    case "art-fairs":
      return `A ${rng.pick(["converted industrial hall", "riverside pavilion", "historic armory", "purpose-built exhibition hall"])} that hosts ${city.place}'s art fairs and large-scale presentations.`;
    case "auctions":
      return `The ${city.place} salesroom holds public previews before every sale; viewings are free and open to all.`;
    case "special-events":
      return `A non-profit space founded in ${year} for performances, screenings, readings and exhibitions by emerging artists.`;
    default:
      return `Founded in ${year} by ${personName(rng)}, ${name} represents ${rng.int(8, 40)} artists working in ${rng.pick(MEDIA)} and ${rng.pick(MEDIA)}.`;
  }
}

const METRES_PER_DEGREE = 111_320;

/** A point spread evenly over a district's disc (two random draws), rounded to 6 decimals. */
function pointInDistrict(latitude: number, longitude: number, radiusMetres: number, u: number, v: number) {
  const reach = (radiusMetres * Math.sqrt(u)) / METRES_PER_DEGREE;
  const angle = 2 * Math.PI * v;
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    latitude: round(latitude + reach * Math.sin(angle)),
    longitude: round(longitude + (reach * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180)),
  };
}

export function buildVenues(rng: Rng, count: number, installationImages: readonly number[]): Venue[] {
  const weights = CITIES.map((c) => CITY_WEIGHTS[c.placeUrl] ?? 1.3);
  const total = weights.reduce((a, b) => a + b, 0);
  const perCity = CITIES.map((_, i) => Math.max(2, Math.round((count * (weights[i] ?? 1)) / total)));
  const venues: Venue[] = [];
  const slugs = new Set<string>();
  CITIES.forEach((city, cityIndex) => {
    for (let k = 0; k < (perCity[cityIndex] ?? 2); k++) {
      // Every city has galleries and a museum, every priority city one venue
      // of each category; the rest follows the weights.
      const fixed = city.priority ? GUIDE_CATEGORIES[k] : k < 2 ? GUIDE_CATEGORIES[k] : undefined;
      const category: GuideCategory = fixed ?? rng.weighted(CATEGORY_WEIGHTS);
      const name = venueName(rng, category, city);
      let slug = slugify(name);
      if (slugs.has(slug)) slug = `${slug}-${city.placeUrl}`;
      if (slugs.has(slug)) slug = `${slug}-${venues.length + 1}`;
      slugs.add(slug);
      const [district, districtLat, districtLon, radius, streets] = rng.pick(city.districts);
      const number = rng.int(1, 240);
      const street = rng.pick(streets);
      const byAppointment = category === "galleries" && rng.chance(0.05);
      const hoursRows = venueHours(rng, category);
      venues.push({
        id: venues.length + 1,
        slug,
        name,
        address: city.numberFirst ? `${number} ${street}` : `${street} ${number}`,
        town: city.place,
        zip: city.zip(rng),
        url: `https://www.example.com/${slug}`,
        phone: city.phone(rng),
        email: `info@${slug.slice(0, 30).replace(/-+$/, "")}.example.com`,
        hours: hoursText(hoursRows, byAppointment),
        byAppointment,
        hoursRows,
        description: venueDescription(rng, name, category, city),
        ...pointInDistrict(districtLat, districtLon, radius, rng.next(), rng.next()),
        city,
        district,
        category,
        imageId: rng.pick(installationImages),
      });
    }
  });
  return venues;
}

type Mode = "current" | "upcoming" | "past" | "openToday" | "openTomorrow" | "closeToday" | "closeTomorrow";

const DURATION: Record<GuideCategory, readonly [number, number]> = {
  galleries: [28, 70],
  museums: [60, 180],
  "special-events": [1, 4],
  "art-fairs": [3, 5],
  auctions: [1, 3],
};

const AUCTION_TITLES = [
  "Post-War and Contemporary Art Evening Sale",
  "Contemporary Art Day Sale",
  "Prints and Multiples",
  "Photographs",
  "Modern and Contemporary Design",
  "Works on Paper",
];

/**
 * The first of `choices`, from `picked` on and wrapping round, whose title a venue has
 * not shown yet: one draw, as before, so the rest of the seed stays as it was.
 */
function untakenChoice(
  picked: string,
  choices: readonly string[],
  titleOf: (choice: string) => string,
  taken: ReadonlySet<string>,
): string {
  const start = Math.max(0, choices.indexOf(picked));
  for (let k = 0; k < choices.length; k++) {
    const choice = choices[(start + k) % choices.length]!;
    if (!taken.has(titleOf(choice).toLowerCase())) return choice;
  }
  return picked;
}

const NUMERALS = ["II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"];

/** A title no other show of the venue has: the title itself, else "Title II", "Title III"… */
function untakenTitle(title: string, taken: ReadonlySet<string>): string {
  if (!taken.has(title.toLowerCase())) return title;
  for (const numeral of NUMERALS) if (!taken.has(`${title} ${numeral}`.toLowerCase())) return `${title} ${numeral}`;
  return `${title} ${taken.size + 1}`;
}

/** An exhibition's texts; `taken` holds the (lower-cased) titles its venue already shows, so none repeats there. */
function exhibitionText(rng: Rng, venue: Venue, category: GuideCategory, year: number, taken: ReadonlySet<string>) {
  if (category === "art-fairs") {
    const fair = untakenChoice(rng.pick(FAIR_NAMES), FAIR_NAMES, (f) => `${f} ${year}`, taken);
    const galleries = rng.int(40, 180);
    return {
      title: untakenTitle(`${fair} ${year}`, taken),
      artists: "",
      subtitle: `${galleries} galleries from ${rng.int(12, 35)} countries`,
      about: "",
      description: `${fair} returns to ${venue.city.place} with ${galleries} exhibitors, a section devoted to ${rng.pick(SUBJECTS)}, and a program of talks on ${rng.pick(SUBJECTS)}. Tickets are sold at the door; the opening day is by invitation.`,
    };
  }
  if (category === "auctions") {
    const names = artistList(rng, 3);
    return {
      title: untakenTitle(
        untakenChoice(rng.pick(AUCTION_TITLES), AUCTION_TITLES, (t) => t, taken),
        taken,
      ),
      artists: `${names.join(", ")}, and others`,
      subtitle: "Public viewing before the sale",
      about: "",
      description: `The sale brings together ${rng.int(40, 260)} lots, led by works in ${rng.pick(MEDIA)} by ${joinNames(names)}. The lots are on public view in the days before the sale; catalogues are available at the front desk.`,
    };
  }
  if (category === "special-events") {
    const performer = personName(rng);
    return {
      title: untakenTitle(`${rng.pick(EVENT_NAMES)}: ${workTitle(rng)}`, taken),
      artists: performer,
      subtitle: rng.chance(0.5) ? "Free admission, RSVP required" : "",
      about: performer,
      description: "",
    };
  }
  const solo = rng.chance(category === "museums" ? 0.6 : 0.72);
  const names = artistList(rng, solo ? 1 : rng.int(2, 5));
  const title =
    category === "museums" && solo && rng.chance(0.35) ? `${workTitle(rng)}: A Retrospective` : workTitle(rng);
  const subtitle =
    !solo && rng.chance(0.6)
      ? `Curated by ${personName(rng)}`
      : rng.chance(0.15)
        ? `${venue.name} at ${venue.district}`
        : "";
  return {
    title: untakenTitle(title, taken),
    artists: joinNames(names),
    subtitle,
    about: names[0] ?? "",
    description: "",
  };
}

function makeExhibition(
  rng: Rng,
  id: number,
  venue: Venue,
  mode: Mode,
  today: string,
  images: readonly number[],
  taken: ReadonlySet<string>,
): Exhibition {
  const category: GuideCategory = venue.category;
  const [minDur, maxDur] = DURATION[category];
  const duration = rng.int(minDur, maxDur);
  let start: string;
  let end: string;
  switch (mode) {
    case "openToday":
      start = today;
      end = addDays(today, duration);
      break;
    case "openTomorrow":
      start = addDays(today, 1);
      end = addDays(start, duration);
      break;
    case "closeToday":
      end = today;
      start = addDays(today, -duration);
      break;
    case "closeTomorrow":
      end = addDays(today, 1);
      start = addDays(end, -duration);
      break;
    case "upcoming":
      start = addDays(today, rng.int(2, 60));
      end = addDays(start, duration);
      break;
    case "past":
      end = addDays(today, -rng.int(1, 90));
      start = addDays(end, -duration);
      break;
    default:
      start = addDays(today, -rng.int(0, Math.max(0, duration - 1)));
      end = addDays(start, duration);
  }
  const forcedOpening = mode === "openToday" || mode === "openTomorrow";
  const near = start >= addDays(today, -60) && start <= addDays(today, 60);
  let openingStart: string | null = null;
  let openingEnd: string | null = null;
  if (forcedOpening || (near && rng.chance(category === "auctions" ? 0.3 : 0.65))) {
    const hour = category === "art-fairs" ? 11 : category === "museums" ? 19 : 18;
    // Stored in UTC, as the site reads them: on the city's clock that day.
    const { timeZone } = receptionClock(venue.city);
    openingStart = localToUtc(start, hour, 0, timeZone);
    openingEnd = localToUtc(start, category === "art-fairs" ? 20 : hour + 2, 0, timeZone);
  }
  const year = Number(start.slice(0, 4));
  const text = exhibitionText(rng, venue, category, year, taken);
  const paras = text.description ? [text.description] : paragraphs(rng, text.about, rng.int(2, 3));
  const slug = `${slugify(`${text.artists.split(",")[0] ?? ""} ${text.title}`)
    .slice(0, 60)
    .replace(/-+$/, "")}-${id}`;
  const pressRelease = rng.chance(0.35)
    ? `<p>${escapeHtml(venue.name)} is pleased to present <em>${escapeHtml(text.title)}</em>${text.artists ? `, ${escapeHtml(category === "auctions" ? "featuring works by " : "with work by ")}${escapeHtml(text.artists)}` : ""}, on view ${escapeHtml(formatDate(start))} through ${escapeHtml(formatDate(end))}.</p>${toHtml(text.description ? [text.description] : paragraphs(rng, text.about, 2))}<p>For press inquiries, contact ${escapeHtml(venue.email)}.</p>`
    : "";
  const overrides = [
    "Ongoing",
    `Extended through ${monthDay(addDays(end, rng.int(14, 40)))}`,
    "Through the season",
    `Reopens ${monthDay(addDays(start, 3))} after installation`,
  ];
  const dateOverride =
    !forcedOpening && mode !== "closeToday" && mode !== "closeTomorrow" && rng.chance(0.04) ? rng.pick(overrides) : "";
  const live = mode !== "past";
  const imageIds = rng.sample(images, rng.int(1, 4));
  return {
    id,
    slug,
    title: text.title,
    artists: text.artists,
    subtitle: text.subtitle,
    description: paras[0] ?? "",
    descriptionExtended: paras.length > 1 && rng.chance(0.5) ? toHtml(paras.slice(1)) : "",
    pressRelease,
    showStart: start,
    showEnd: end,
    dateOverride,
    openingStart,
    openingEnd,
    isMustSee: live && rng.chance(0.07),
    criticsPick: null,
    preview: null,
    viewingRoom: null,
    isSpotlight: live && rng.chance(0.04),
    isHighlight: false,
    category,
    venue,
    imageIds,
  };
}

export function buildExhibitions(
  rng: Rng,
  count: number,
  venues: readonly Venue[],
  today: string,
  images: readonly number[],
): Exhibition[] {
  const out: Exhibition[] = [];
  // Each venue's titles so far: no venue shows two exhibitions of one title.
  const titles = new Map<number, Set<string>>();
  const takenAt = (venue: Venue) => titles.get(venue.id) ?? new Set<string>();
  const add = (e: Exhibition) => {
    titles.set(e.venue.id, takenAt(e.venue).add(e.title.toLowerCase()));
    out.push(e);
    return e;
  };
  const make = (venue: Venue, mode: Mode) =>
    makeExhibition(rng, out.length + 1, venue, mode, today, images, takenAt(venue));
  // Openings and closings today and tomorrow, and a must-see show, in every priority city.
  for (const city of CITIES.filter((c) => c.priority)) {
    const local = venues.filter((v) => v.city === city && (v.category === "galleries" || v.category === "museums"));
    for (const mode of ["openToday", "openTomorrow", "closeToday", "closeTomorrow", "current"] as const) {
      const e = add(make(rng.pick(local), mode));
      if (mode === "current") e.isMustSee = true;
    }
  }
  // Every category has something on now and something to come.
  for (const category of GUIDE_CATEGORIES) {
    const hosts = venues.filter((v) => v.category === category);
    if (hosts.length === 0) continue;
    for (const mode of ["current", "upcoming"] as const) add(make(rng.pick(hosts), mode));
  }
  while (out.length < count) {
    const mode: Mode = rng.weighted([
      ["current", 62],
      ["upcoming", 22],
      ["past", 10],
      ["openToday", 1],
      ["openTomorrow", 1],
      ["closeToday", 2],
      ["closeTomorrow", 2],
    ]);
    add(make(rng.pick(venues), mode));
  }
  // Homepage highlights: a few current must-see shows.
  const highlights = out.filter((e) => e.isMustSee && e.showStart <= today && e.showEnd >= today);
  for (const e of highlights.slice(0, Math.max(5, Math.round(count / 200)))) e.isHighlight = true;
  return out;
}

const LISTS: readonly (readonly [name: string, slug: string, site: string, cities: readonly string[]])[] = [
  [
    "New Art Dealers Circle",
    "new-art-dealers-circle",
    "https://www.example.com/nadc",
    ["new-york", "los-angeles", "chicago", "mexico-city"],
  ],
  ["Gallery Weekend Berlin", "gallery-weekend-berlin", "https://www.example.com/gallery-weekend-berlin", ["berlin"]],
  ["London Gallery Week", "london-gallery-week", "https://www.example.com/london-gallery-week", ["london"]],
  ["Paris Gallery Route", "paris-gallery-route", "https://www.example.com/paris-gallery-route", ["paris", "brussels"]],
  [
    "Asia Contemporary Network",
    "asia-contemporary-network",
    "https://www.example.com/acn",
    ["beijing", "hong-kong", "tokyo", "seoul"],
  ],
  ["Independent Spaces Alliance", "independent-spaces-alliance", "https://www.example.com/isa", []],
];

export function buildFeaturedLists(rng: Rng, venues: readonly Venue[], perList: number): FeaturedList[] {
  return LISTS.map(([name, slug, siteUrl, cities], i) => {
    const pool = venues.filter(
      (v) =>
        (cities.length === 0
          ? v.category === "special-events" || v.category === "galleries"
          : cities.includes(v.city.placeUrl)) && v.category !== "auctions",
    );
    return {
      id: i + 1,
      slug,
      name,
      siteUrl,
      venueIds: rng
        .sample(pool, perList)
        .map((v) => v.id)
        .sort((a, b) => a - b),
    };
  });
}
