// The art-guide admin's records: location groups, member venues with their
// statuses, listings sent through "become a member", city introductions and a
// few upcoming shows still without an image, so every admin screen has data.
import { addDays } from "#seed/dates.ts";
import type { Exhibition, Venue } from "#seed/guide.ts";
import type { Rng } from "#seed/random.ts";

export const CITY_INTROS: Readonly<Record<string, string>> = {
  "new-york":
    "<p>From the Chelsea blocks west of Tenth Avenue to the storefront spaces of the Lower East Side and Tribeca, New York holds more galleries than any other city. Thursday evenings are for openings.</p>",
  berlin:
    "<p>Berlin's galleries gather in Mitte and around Potsdamer Straße, with project spaces in Neukölln and Wedding. Most open Tuesday to Saturday; <em>Gallery Weekend</em> in spring opens the season.</p>",
  london:
    "<p>Mayfair and St James's for the established names, the East End for younger galleries and artist-run spaces, and the public museums on the South Bank and in South Kensington, most of them free.</p>",
  vienna:
    "<p>Vienna's galleries cluster around Schleifmühlgasse and the first district, a short walk from the museums of the MuseumsQuartier.</p>",
};

const GROUP_NAMES = ["Marlowe & Finch (all spaces)", "The Kestrel Foundation", "Northlight Collective"];

const SUBMISSIONS: readonly [
  venue: string,
  place: string,
  address: string,
  website: string,
  email: string,
  message: string,
][] = [
  [
    "Gallery Tessellate",
    "new-york",
    "411 West 21st Street",
    "https://tessellate.example",
    "office@tessellate.example",
    "Opening 12 March: new paintings by Rhea Solberg.",
  ],
  [
    "Raumstation Ost",
    "berlin",
    "Weserstraße 58",
    "https://raumstation.example",
    "hallo@raumstation.example",
    "Artist-run space, four shows a year.",
  ],
  [
    "Fenwick Kiln Projects",
    "london",
    "14 Vyner Street",
    "",
    "studio@fenwickkiln.example",
    "Ceramics and sculpture; open Thursday to Sunday.",
  ],
  ["Casa Ojo", "mexico-city", "Colima 159, Roma Norte", "https://casaojo.example", "info@casaojo.example", ""],
];

export interface GuideAdminSeed {
  groups: { id: number; name: string; venueIds: number[] }[];
  members: { venueId: number; status: "pending" | "active" | "lapsed"; renewalDate: string | null }[];
  submissions: {
    id: number;
    venueName: string;
    placeUrl: string;
    address: string;
    website: string;
    email: string;
    message: string;
    submittedAt: string;
  }[];
  /** Upcoming shows in cities outside the priority list, left without an image. */
  imagelessExhibitionIds: number[];
}

export function buildGuideAdmin(
  rng: Rng,
  venues: readonly Venue[],
  exhibitions: readonly Exhibition[],
  today: string,
): GuideAdminSeed {
  const galleries = venues.filter((v) => v.category === "galleries");
  const grouped = rng.sample(galleries, Math.min(galleries.length, GROUP_NAMES.length * 3));
  const groups = GROUP_NAMES.map((name, i) => ({
    id: i + 1,
    name,
    venueIds: grouped.slice(i * 3, i * 3 + (i === 2 ? 2 : 3)).map((v) => v.id),
  }));
  const statuses = ["active", "active", "pending", "lapsed"] as const;
  const members = rng.sample(venues, Math.min(venues.length, 12)).map((v, i) => {
    const status = statuses[i % statuses.length]!;
    const renewalDate =
      status === "pending" ? null : status === "lapsed" ? addDays(today, -20 - i * 3) : addDays(today, 15 + i * 21);
    return { venueId: v.id, status, renewalDate };
  });
  const submissions = SUBMISSIONS.map(([venueName, placeUrl, address, website, email, message], i) => ({
    id: i + 1,
    venueName,
    placeUrl,
    address,
    website,
    email,
    message,
    submittedAt: `${addDays(today, -i * 2)}T0${8 + i}:30:00Z`,
  }));
  const imagelessExhibitionIds = exhibitions
    .filter((e) => e.showStart > today && !e.venue.city.priority && !e.isMustSee && !e.isHighlight && !e.isSpotlight)
    .slice(0, 5)
    .map((e) => e.id);
  return { groups, members, submissions, imagelessExhibitionIds };
}
