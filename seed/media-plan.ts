// Which media files the seed creates, as pure data: a fixed pool of artworks,
// magazine covers, ad creatives and podcast audio. The database rows point at
// these files; at large scales rows reuse the pool. seed/media.ts writes them.

import { monthDay } from "#machines/rules/calendar/dates.ts";
import { type AdText, ART_KINDS, type ArtKind, CROPS, type Crop, type Drawing } from "./art.ts";
import { AUCTION_HOUSES, FAIR_NAMES, GALLERY_PATTERNS, LAST_NAMES, MEDIA } from "./data/words.ts";
import { addDays } from "./dates.ts";
import { createRng, type Rng } from "./random.ts";
import { escapeHtml, personName, workTitle } from "./text.ts";

export const ART_POOL = 300;
export const COVER_POOL = 120;
/** Video stills: the posters of the viewing rooms' videos. */
export const STILL_POOL = 24;
export const AD_CREATIVES_PER_SIZE = 9;
export const AUDIO_POOL = 8;
export const MEDIA_ROOT = "/assets/media";

export const AD_SIZES = ["970", "750", "750B", "750C", "110", "415x415", "tout"] as const;
export type AdSize = (typeof AD_SIZES)[number];
export const AD_DIMENSIONS: Record<AdSize, readonly [number, number]> = {
  "970": [970, 250],
  "750": [750, 300],
  "750B": [750, 200],
  "750C": [750, 150],
  "110": [220, 300],
  "415x415": [415, 415],
  tout: [640, 360],
};

export interface PlannedImage {
  id: number;
  drawing: Drawing;
  name: string;
  captionFormatted: string;
  copyright: string;
}

export interface PlannedAd {
  size: AdSize;
  index: number;
  path: string;
  drawing: Drawing;
  text: AdText;
}

export interface PlannedAudio {
  path: string;
  seed: number;
  seconds: number;
  name: string;
}

export interface IssueDate {
  slug: string;
  title: string;
  publishedOn: string; // YYYY-MM-DD
  volume: number;
  volumeNumber: number;
}

export interface MediaPlan {
  artworks: PlannedImage[];
  covers: PlannedImage[];
  stills: PlannedImage[];
  ads: PlannedAd[];
  audio: PlannedAudio[];
}

export function imagePath(id: number, crop: Crop): string {
  return `${MEDIA_ROOT}/images/${id}-${crop}.svg`;
}

const ISSUE_MONTHS = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12]; // June is the Summer issue; none in July or August
const MONTH_SLUGS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "summer",
  "",
  "",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_TITLES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "Summer",
  "",
  "",
  "September",
  "October",
  "November",
  "December",
];

/** Print issues, newest first: ten a year, volume numbers counted from September. */
export function issueCalendar(today: string, count: number): IssueDate[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const out: IssueDate[] = [];
  while (out.length < count) {
    if (ISSUE_MONTHS.includes(month)) {
      const seasonStart = month >= 9 ? year : year - 1;
      out.push({
        slug: `${MONTH_SLUGS[month - 1]}-${year}`,
        title: `${MONTH_TITLES[month - 1]} ${year}`,
        publishedOn: `${year}-${String(month).padStart(2, "0")}-01`,
        volume: seasonStart - 1961,
        volumeNumber: month >= 9 ? month - 8 : month + 4,
      });
    }
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return out;
}

function artworkCaption(rng: Rng, kind: ArtKind, year: number): string {
  if (kind === "installation")
    return `View of ${rng.pick(["the exhibition", "the installation", "the main gallery", "the show"])}, ${year}.`;
  const medium =
    kind === "sculpture"
      ? rng.pick(["cast bronze", "glazed stoneware", "marble", "painted steel", "aluminum"])
      : rng.pick(MEDIA);
  const w = rng.int(12, 96);
  const h = rng.int(12, 96);
  return `<em>${escapeHtml(workTitle(rng))}</em>, ${year - rng.int(0, 4)}, ${escapeHtml(medium)}, ${h} × ${w}".`;
}

const ORIGINAL_SIZES: readonly (readonly [number, number])[] = [
  [1200, 1500],
  [1200, 900],
  [1200, 1200],
  [1500, 1000],
  [1000, 1400],
  [1600, 900],
  [1200, 800],
];

export function planMedia(seed: string | number, today: string): MediaPlan {
  const rng = createRng(`${seed}`).fork("media");
  const year = Number(today.slice(0, 4));
  const artworks: PlannedImage[] = [];
  for (let i = 0; i < ART_POOL; i++) {
    const kind = ART_KINDS[i % ART_KINDS.length] as ArtKind;
    const [width, height] = kind === "installation" ? [1600, 1000] : rng.pick(ORIGINAL_SIZES);
    const credited = rng.chance(0.2);
    artworks.push({
      id: i + 1,
      drawing: { kind, seed: rng.int(1, 2 ** 31), width, height },
      name: `${kind}-${i + 1}`,
      captionFormatted: artworkCaption(rng, kind, year),
      copyright: credited
        ? `https://www.example.com/artists/${rng
            .pick(LAST_NAMES)
            .toLowerCase()
            .normalize("NFKD")
            .replace(/[^a-z]/g, "")}`
        : "",
    });
  }
  const covers: PlannedImage[] = issueCalendar(today, COVER_POOL).map((issue, i) => ({
    id: ART_POOL + i + 1,
    drawing: {
      kind: "cover",
      seed: rng.int(1, 2 ** 31),
      width: 1000,
      height: 1300,
      text: {
        masthead: "artmagazine",
        issue: issue.title.toUpperCase(),
        volume: `VOL. ${issue.volume}, NO. ${issue.volumeNumber}`,
        headline: rng.pick([
          `${personName(rng)} on ${workTitle(rng)}`,
          `The ${issue.title.split(" ")[0]} Issue`,
          `Special Issue: ${workTitle(rng)}`,
          `${personName(rng)}: A Portfolio`,
          `Painting Now`,
          `Sculpture in the Expanded Field, Again`,
        ]),
      },
    },
    name: `cover-${issue.slug}`,
    captionFormatted: `Cover of the ${escapeHtml(issue.title)} issue.`,
    copyright: "",
  }));
  const ads: PlannedAd[] = [];
  for (const size of AD_SIZES) {
    const [width, height] = AD_DIMENSIONS[size];
    for (let index = 0; index < AD_CREATIVES_PER_SIZE; index++) {
      const advertiser = rng.chance(0.3)
        ? rng.pick([...FAIR_NAMES, ...AUCTION_HOUSES])
        : rng.pick(GALLERY_PATTERNS)(rng.pick(LAST_NAMES), rng.pick(LAST_NAMES));
      const start = addDays(today, -rng.int(0, 20));
      const text: AdText = {
        advertiser,
        line: rng.chance(0.5) ? personName(rng) : workTitle(rng),
        dates: `${monthDay(start)} – ${monthDay(addDays(start, rng.int(20, 60)))}`,
      };
      ads.push({
        size,
        index,
        text,
        path: `${MEDIA_ROOT}/ads/${size.toLowerCase()}-${index + 1}.svg`,
        drawing: { kind: "ad", seed: rng.int(1, 2 ** 31), width, height, text },
      });
    }
  }
  const audio: PlannedAudio[] = [];
  for (let i = 0; i < AUDIO_POOL; i++) {
    audio.push({
      path: `${MEDIA_ROOT}/audio/episode-${i + 1}.wav`,
      seed: rng.int(1, 2 ** 31),
      seconds: 10 + (i % 3) * 4,
      name: `Part ${i + 1}`,
    });
  }
  return { artworks, covers, stills: planStills(seed, year, ART_POOL + covers.length), ads, audio };
}

const STILL_KINDS: readonly ArtKind[] = ["installation", "gradient", "color-field", "sculpture"];

/**
 * Video stills in 16:9, numbered after `lastId`, each captioned as its video work. Drawn from
 * a random stream of their own, so the rest of the plan is what it was without them.
 */
function planStills(seed: string | number, year: number, lastId: number): PlannedImage[] {
  const rng = createRng(`${seed}`).fork("stills");
  return Array.from({ length: STILL_POOL }, (_, i) => {
    const kind = STILL_KINDS[i % STILL_KINDS.length] as ArtKind;
    const minutes = rng.int(3, 48);
    const sound = rng.pick(["sound", "silent", "stereo sound"]);
    return {
      id: lastId + i + 1,
      drawing: { kind, seed: rng.int(1, 2 ** 31), width: 1600, height: 900 },
      name: `still-${i + 1}`,
      captionFormatted: `Still from <em>${escapeHtml(workTitle(rng))}</em>, ${year - rng.int(0, 3)}, HD video, color, ${sound}, ${minutes} min.`,
      copyright: "",
    };
  });
}

export { CROPS };
