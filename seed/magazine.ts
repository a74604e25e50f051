// Magazine content: contributors, print issues with formats and stock, and
// articles of every channel and type (news before and after
// 2019, top ten lists, passages, video, podcasts, picks, print articles,
// viewing rooms), linked to the guide's venues and exhibitions.

import type { Article as SiteArticle } from "#machines/rules/magazine/articleTypes";
import type { City } from "./data/cities.ts";
import {
  AUCTION_HOUSES,
  MATERIAL_NOUNS,
  MEDIA,
  MOVEMENTS,
  NEWS_TEMPLATES,
  PRINT_SECTIONS,
  PRIZES,
  PROFESSIONS,
  QUALITIES,
  SPONSORS,
  SUBJECTS,
  TOP_TEN_NOTES,
  TOP_TEN_THINGS,
  VIDEO_TAGS,
} from "./data/words.ts";
import { addDays, parseDay, publishedInstant, runDates } from "./dates.ts";
import type { Exhibition, Venue } from "./guide.ts";
import type { IssueDate, PlannedAudio } from "./media-plan.ts";
import type { Rng } from "./random.ts";
import {
  capitalize,
  escapeHtml,
  excerpt,
  firstArtist,
  joinNames,
  paragraphs,
  personName,
  slugify,
  toHtml,
  workTitle,
} from "./text.ts";

export interface Contributor {
  id: number;
  slug: string;
  name: string;
  bio: string;
}

export interface IssueFormat {
  format: "print" | "digital" | "product";
  label: string;
  priceCents: number;
  instock: number;
}

export interface Issue extends IssueDate {
  id: number;
  coverImageId: number;
  isCurrent: boolean;
  description: string;
  formats: IssueFormat[];
}

/** The article columns the seed writes as the site reads them (the rest it derives below). */
type ArticleColumns = Pick<
  SiteArticle,
  | "id"
  | "slug"
  | "url"
  | "channel"
  | "category"
  | "categoryLabel"
  | "type"
  | "typeName"
  | "typeTranslated"
  | "section"
  | "title"
  | "titleFormatted"
  | "hedFormatted"
  | "dekFormatted"
  | "subtitleFormatted"
  | "bylineFormatted"
  | "writerFormatted"
  | "leadFormatted"
  | "bodyFormatted"
  | "sponsorName"
  | "flags"
>;

export interface Article extends ArticleColumns {
  dek: string; // plain
  bodyText: string; // plain, for search
  publishedAt: string;
  issueId: number | null;
  imageId: number | null;
  isSponsored: boolean;
  probabilityWeight: number;
  videoSource: "vimeo" | "youtube" | null;
  videoId: string | null;
  videoTags: (readonly [string, string])[];
  podcast: PlannedAudio[];
  /** A video's poster is a still, captioned as the video work. */
  media: ({ kind: "image"; imageId: number } | { kind: "video"; url: string; posterImageId: number | null })[];
  contributorIds: number[];
  pick: null | {
    placeUrl: string;
    placeListedUnder: string;
    locationOverride: string | null;
    locationName: string;
    locationAddress: string;
    runDates: string;
    curatedBy: string | null;
    venueId: number;
  };
}

export const VIEWING_ROOM_FLAG = 256;
export const SPONSORED_TAG = ["from_our_sponsors", "From Our Partners"] as const;

/** URL segment per channel; channels whose segment is taken by another route get their own. */
const URL_SEGMENT: Record<string, string> = { video: "videos", print: "features", picks: "reviews" };

export function buildContributors(rng: Rng, count: number, cities: readonly City[]): Contributor[] {
  const bySlug = new Map<string, string>();
  while (bySlug.size < count) {
    // The word banks hold about 12,000 first/last pairs; a middle initial keeps large scales unique.
    let name = personName(rng);
    if (bySlug.has(slugify(name))) name = name.replace(" ", ` ${String.fromCharCode(65 + rng.int(0, 25))}. `);
    if (!bySlug.has(slugify(name))) bySlug.set(slugify(name), name);
  }
  return [...bySlug.values()].map((name, i) => ({
    id: i + 1,
    slug: slugify(name),
    name,
    bio: `${name} is a ${rng.pick(["critic", "writer", "curator", "art historian", "critic and curator", "poet and critic"])} based in ${rng.pick(cities).place}. ${rng.pick(
      [
        `A book on ${rng.pick(MOVEMENTS)} is forthcoming.`,
        `Their writing focuses on ${rng.pick(SUBJECTS)}.`,
        `They teach at an art school and write regularly about ${rng.pick(MATERIAL_NOUNS)}.`,
        `They have written for this magazine since ${rng.int(2004, 2022)}.`,
      ],
    )}`,
  }));
}

export function buildIssues(
  rng: Rng,
  calendar: readonly IssueDate[],
  coverIds: readonly number[],
  today: string,
): Issue[] {
  return calendar.map((date, i) => {
    const roll = rng.next();
    const formats: IssueFormat[] = [];
    const printPrice = i < 12 ? 1500 : rng.pick([1500, 1800, 2000, 2500]);
    if (i < 3 || roll >= 0.25) {
      // In print; back issues run low, and some are sold out in print only.
      formats.push({
        format: "print",
        label: "Print",
        priceCents: printPrice,
        instock: i === 0 ? 250 : roll < 0.35 ? 0 : rng.int(1, 60),
      });
      formats.push({ format: "digital", label: "Digital", priceCents: 599, instock: 9999 });
      if (rng.chance(0.2))
        formats.push({
          format: "product",
          label: "Print + tote bag",
          priceCents: printPrice + 2000,
          instock: rng.int(0, 15),
        });
    } else if (roll < 0.12) {
      // Sold out entirely: every format at zero.
      formats.push({ format: "print", label: "Print", priceCents: printPrice, instock: 0 });
      formats.push({ format: "digital", label: "Digital", priceCents: 599, instock: 0 });
    } else {
      formats.push({ format: "digital", label: "Digital", priceCents: 599, instock: 9999 });
    }
    return {
      ...date,
      id: i + 1,
      coverImageId: coverIds[i % coverIds.length] ?? 1,
      isCurrent: i === 0 && date.publishedOn <= today,
      description: `The ${date.title} issue, with features on ${rng.pick(SUBJECTS)} and ${rng.pick(SUBJECTS)}, reviews from around the world and a portfolio by ${personName(rng)}.`,
      formats,
    };
  });
}

/**
 * A publication instant between two days, skewed toward the later one (recent content is
 * denser). `to` is at most the seed's `today` (by default `to` itself), which
 * publishedInstant moves to the day before.
 */
function publishedBetween(rng: Rng, from: string, to: string, today: string = to): string {
  const span = Math.max(0, Math.round((parseDay(to) - parseDay(from)) / 86_400_000));
  const back = Math.floor(rng.next() ** 1.6 * span);
  return publishedInstant(addDays(to, -back), rng.int(7 * 60, 20 * 60), today);
}

function videoId(rng: Rng, source: "vimeo" | "youtube"): string {
  if (source === "vimeo") return String(rng.int(100_000_000, 999_999_999));
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let id = "";
  for (let i = 0; i < 11; i++) id += alphabet[rng.int(0, alphabet.length - 1)];
  return id;
}

export interface MagazineInput {
  rng: Rng;
  scale: number;
  today: string;
  contributors: readonly Contributor[];
  issues: readonly Issue[];
  venues: readonly Venue[];
  exhibitions: Exhibition[];
  artworkIds: readonly number[];
  /** Video stills for the viewing rooms' videos. */
  stillIds: readonly number[];
  audio: readonly PlannedAudio[];
}

export function buildArticles(input: MagazineInput): Article[] {
  const { rng, scale, today, contributors, issues, venues, exhibitions, artworkIds, stillIds, audio } = input;
  const n = (base: number) => Math.max(1, Math.round(base * scale));
  const articles: Article[] = [];
  const live = exhibitions.filter((e) => e.showEnd >= today && e.category !== "auctions" && e.category !== "art-fairs");
  const museums = venues.filter((v) => v.category === "museums");

  const add = (
    a: Partial<Article> &
      Pick<
        Article,
        | "channel"
        | "category"
        | "categoryLabel"
        | "typeName"
        | "title"
        | "dek"
        | "bodyText"
        | "bodyFormatted"
        | "publishedAt"
      >,
  ): Article => {
    const id = articles.length + 1;
    const slug = `${slugify(a.title).slice(0, 70).replace(/-+$/, "")}-${id}`;
    const authors = a.contributorIds ?? [rng.pick(contributors).id];
    const names = authors.map((cid) => contributors[cid - 1]?.name ?? "");
    const article: Article = {
      id,
      slug,
      url: `/${URL_SEGMENT[a.channel] ?? a.channel}/${slug}`,
      type: 1,
      typeTranslated: a.categoryLabel,
      section: "",
      titleFormatted: escapeHtml(a.title),
      hedFormatted: escapeHtml(a.title),
      dekFormatted: escapeHtml(a.dek),
      subtitleFormatted: "",
      bylineFormatted: names.length ? `By ${escapeHtml(joinNames(names))}` : "",
      writerFormatted: escapeHtml(joinNames(names)),
      leadFormatted: "",
      issueId: null,
      imageId: rng.pick(artworkIds),
      isSponsored: false,
      sponsorName: "",
      probabilityWeight: 0,
      flags: 0,
      videoSource: null,
      videoId: null,
      videoTags: [],
      podcast: [],
      media: [],
      pick: null,
      ...a,
      contributorIds: authors,
    };
    if (article.media.length === 0 && article.imageId !== null) {
      const extra = rng.sample(artworkIds, rng.int(0, 3)).filter((x) => x !== article.imageId);
      article.media = [article.imageId, ...extra].map((imageId) => ({ kind: "image" as const, imageId }));
    }
    articles.push(article);
    return article;
  };

  const body = (subject: string, count: number) => {
    const paras = paragraphs(rng, subject, count);
    return { bodyText: paras.join("\n\n"), bodyFormatted: toHtml(paras) };
  };

  // News: half a decade before 2019 and everything since; the newest first on the front page.
  for (let i = 0; i < n(220); i++) {
    const person = personName(rng);
    const venue = rng.pick(museums);
    const [title, lead] = rng.pick(NEWS_TEMPLATES)(
      person,
      venue.name,
      rng.pick(PRIZES),
      rng.pick(AUCTION_HOUSES),
      venue.city.place,
    );
    const paras = [lead, ...paragraphs(rng, person, rng.int(2, 4))];
    add({
      channel: "news",
      category: "news",
      categoryLabel: "News",
      typeName: "news",
      title,
      dek: `${person} ${rng.pick(["spoke with the press", "had been rumored for months", "follows a year of changes", "surprised observers"])} in ${venue.city.place}.`,
      bodyText: paras.join("\n\n"),
      bodyFormatted: toHtml(paras),
      publishedAt:
        i % 3 === 0
          ? publishedBetween(rng, "2013-01-01", "2018-12-31", today)
          : publishedBetween(rng, "2019-01-02", today),
      contributorIds: rng.chance(0.5) ? [] : [rng.pick(contributors).id],
    });
  }
  // Sponsored news items for the news_ads slot.
  for (let i = 0; i < n(6); i++) {
    const sponsor = rng.pick(SPONSORS);
    const title = `${sponsor}: ${workTitle(rng)}`;
    add({
      channel: "news",
      category: "news_ads",
      categoryLabel: "Sponsored",
      typeName: "news",
      title,
      dek: `Presented by ${sponsor}.`,
      ...body(sponsor, 2),
      isSponsored: true,
      sponsorName: sponsor,
      publishedAt: publishedBetween(rng, addDays(today, -30), today),
      contributorIds: [],
    });
  }

  const columnKinds = [
    ["diary", "diary", "Diary", "diary", 40],
    ["columns", "columns", "Columns", "words", 40],
    ["slant", "slant", "Slant", "slant", 24],
    ["museums", "museums", "Museums", "museums", 24],
    ["interviews", "interviews", "Interviews", "interview", 30],
  ] as const;
  for (const [channel, category, label, typeName, base] of columnKinds) {
    for (let i = 0; i < n(base); i++) {
      const person = personName(rng);
      const venue = rng.pick(venues);
      const title = {
        diary: () =>
          `${rng.pick(["Party Lines", "Night Moves", "Open House", "Fair Weather", "Full Circle"])}: ${venue.city.place}`,
        columns: () => `${workTitle(rng)}: On ${rng.pick(SUBJECTS)}`,
        slant: () =>
          `Slant: ${rng.pick(["Against", "In Defense of", "The Trouble with", "Why We Still Need"])} ${rng.pick(SUBJECTS)}`,
        museums: () => `${workTitle(rng)} at ${rng.pick(museums).name}`,
        interviews: () => `${person} talks about ${rng.pick(SUBJECTS)}`,
      }[channel]();
      add({
        channel,
        category,
        categoryLabel: label,
        typeName,
        title,
        dek: `${person}'s ${rng.pick(QUALITIES)} ${rng.pick(MATERIAL_NOUNS)} and the question of ${rng.pick(SUBJECTS)}.`,
        ...body(person, rng.int(4, 6)),
        section: venue.city.place,
        publishedAt: publishedBetween(rng, "2016-01-01", today),
      });
    }
  }

  // Top ten lists (category "Top Ten"): ten numbered entries each.
  for (let i = 0; i < n(30); i++) {
    const person = personName(rng);
    const profession = rng.pick(PROFESSIONS);
    const things = rng.sample(TOP_TEN_THINGS, 10);
    const notes = things.map(() => rng.sample(TOP_TEN_NOTES, rng.int(1, 2)).join(" "));
    add({
      channel: "columns",
      category: "top-ten",
      categoryLabel: "Top Ten",
      typeName: "words",
      title: person,
      dek: `The ${profession} shares ten favorite things.`,
      bodyText: things.map((thing, k) => `${capitalize(thing)}. ${notes[k]}`).join("\n\n"),
      bodyFormatted: `<ol>${things.map((thing, k) => `<li><p><strong>${escapeHtml(capitalize(thing))}.</strong> ${escapeHtml(notes[k] ?? "")}</p></li>`).join("")}</ol>`,
      leadFormatted: `${escapeHtml(person)} is a ${profession} based in ${escapeHtml(rng.pick(venues).city.place)}.`,
      publishedAt: publishedBetween(rng, "2016-01-01", today),
      contributorIds: [],
    });
  }

  // Passages: remembrances.
  for (let i = 0; i < n(30); i++) {
    const person = personName(rng);
    const born = rng.int(1924, 1960);
    const died = Number(today.slice(0, 4)) - rng.int(0, 8);
    add({
      channel: "passages",
      category: "passages",
      categoryLabel: "Passages",
      typeName: "passages",
      title: `${person} (${born}–${died})`,
      dek: `Remembering ${person}, whose ${rng.pick(MEDIA)} changed how a generation looked at ${rng.pick(SUBJECTS)}.`,
      ...body(person, rng.int(4, 6)),
      publishedAt: publishedBetween(rng, `${Math.min(died, Number(today.slice(0, 4)))}-01-01`, today),
    });
  }

  // Print articles: four to five per issue; previews link upcoming exhibitions.
  const upcoming = exhibitions.filter((e) => e.showStart > today && e.category !== "auctions");
  for (const issue of issues) {
    const count = rng.int(3, 5);
    for (let k = 0; k < count; k++) {
      const section = k === 0 ? "Features" : rng.pick(PRINT_SECTIONS);
      const person = personName(rng);
      const preview = section === "Previews" && issue.id <= 3 ? upcoming.find((e) => e.preview === null) : undefined;
      const title = preview
        ? `${preview.artists || preview.title}`
        : section === "Reviews"
          ? person
          : `${person}: ${workTitle(rng)}`;
      const published = addDays(issue.publishedOn, rng.int(0, 20));
      const a = add({
        channel: "print",
        category: "print",
        categoryLabel: "Print",
        typeName: "print",
        title,
        dek: preview
          ? `${preview.title}, ${preview.venue.name}, ${preview.venue.city.place}.`
          : `On ${rng.pick(SUBJECTS)}.`,
        ...body(preview ? (preview.artists ? firstArtist(preview.artists) : preview.title) : person, rng.int(5, 7)),
        section,
        issueId: issue.id,
        leadFormatted: preview ? escapeHtml(`${preview.venue.name}, ${preview.venue.city.place}`) : "",
        publishedAt: publishedInstant(published, rng.int(8 * 60, 12 * 60), today),
      });
      if (preview) preview.preview = { id: a.id, path: a.url };
    }
  }

  // Critics' picks: reviews of shows on view, linked both ways.
  const onView = live.filter((e) => e.showStart <= today && (e.category === "galleries" || e.category === "museums"));
  const pickTargets = rng.sample(onView, n(130));
  // Make sure every priority city has picks for /picks/{place}.
  for (const city of new Set(venues.filter((v) => v.city.priority).map((v) => v.city))) {
    if (!pickTargets.some((e) => e.venue.city === city)) {
      const local = onView.find((e) => e.venue.city === city && !pickTargets.includes(e));
      if (local) pickTargets.push(local);
    }
  }
  for (const e of pickTargets) {
    const venue = e.venue;
    const a = add({
      channel: "picks",
      category: "picks",
      categoryLabel: "Critics' Picks",
      typeName: "picks",
      title: e.artists || e.title,
      titleFormatted: escapeHtml(e.artists || e.title),
      subtitleFormatted: `<em>${escapeHtml(e.title)}</em>`,
      dek: e.title,
      ...body(e.artists ? firstArtist(e.artists) : e.title, rng.int(3, 4)),
      section: venue.city.place,
      imageId: e.imageIds[0] ?? null,
      publishedAt: publishedInstant(
        addDays(today, -rng.int(0, Math.min(30, daysFrom(e.showStart, today)))),
        rng.int(8 * 60, 18 * 60),
        today,
      ),
      pick: {
        placeUrl: venue.city.placeUrl,
        placeListedUnder: venue.city.place,
        locationOverride: rng.chance(0.05) ? "Various locations" : null,
        locationName: venue.name,
        locationAddress: `${venue.address}, ${venue.town}`,
        runDates: runDates(e.showStart, e.showEnd, today),
        curatedBy: e.subtitle.startsWith("Curated by ") ? e.subtitle.slice("Curated by ".length) : null,
        venueId: venue.id,
      },
    });
    e.criticsPick = { id: a.id, path: a.url };
  }

  // Video (type 80): vimeo and youtube ids, tags; some sponsored (From Our Partners).
  for (let i = 0; i < n(64); i++) {
    const person = personName(rng);
    const sponsored = i % 5 === 1;
    const sponsor = sponsored ? rng.pick(SPONSORS) : "";
    const source = rng.chance(0.5) ? "vimeo" : "youtube";
    const title = rng.pick([
      `${person} on ${workTitle(rng)}`,
      `In the studio with ${person}`,
      `${person}: ${workTitle(rng)}`,
      `Watch: ${person} performs ${workTitle(rng)}`,
    ]);
    const tags: (readonly [string, string])[] = rng.sample(VIDEO_TAGS, rng.int(1, 2));
    if (sponsored) tags.push(SPONSORED_TAG);
    const vid = videoId(rng, source);
    add({
      channel: "video",
      category: "video",
      categoryLabel: "Video",
      typeName: "video",
      type: 80,
      title,
      titleFormatted: sponsored ? `From ${escapeHtml(sponsor)}: ${escapeHtml(title)}` : escapeHtml(title),
      hedFormatted: escapeHtml(title),
      dek: `${person} discusses ${rng.pick(SUBJECTS)}.`,
      ...body(person, 2),
      isSponsored: sponsored,
      sponsorName: sponsor,
      probabilityWeight: sponsored ? rng.int(1, 10) : 0,
      videoSource: source,
      videoId: vid,
      videoTags: tags,
      publishedAt: publishedBetween(rng, "2017-01-01", today),
    });
  }

  // Podcasts: conversations with real, playable audio sources.
  for (let i = 0; i < n(20); i++) {
    const guest = personName(rng);
    const parts = rng.sample(audio, rng.int(1, 3));
    add({
      channel: "podcast",
      category: "podcast",
      categoryLabel: "Podcast",
      typeName: "podcast",
      title: `Podcast: ${guest} in conversation`,
      dek: `${guest} on ${rng.pick(SUBJECTS)} and ${rng.pick(SUBJECTS)}.`,
      ...body(guest, 3),
      podcast: parts.map((p, k) => ({ ...p, name: `${guest}, part ${k + 1}` })),
      publishedAt: publishedBetween(rng, "2019-06-01", today),
    });
  }

  // Viewing rooms (type 600): title = venue, subtitle = artists, lead = exhibition, section = locale.
  let stillTurn = 0;
  const roomTargets = rng.sample(
    exhibitions.filter((e) => e.showEnd >= today && (e.category === "galleries" || e.category === "museums")),
    n(70),
  );
  for (const e of roomTargets) {
    const images = rng.sample(artworkIds, rng.int(4, 8));
    const videos = Array.from({ length: rng.int(1, 2) }, () => {
      const source = rng.chance(0.5) ? "vimeo" : "youtube";
      // Posters go round the stills in turn: no random draw, so the rest of the seed stays as it was.
      const posterImageId = stillIds.length > 0 ? stillIds[stillTurn++ % stillIds.length]! : null;
      return { kind: "video" as const, url: `${source}:${videoId(rng, source)}`, posterImageId };
    });
    const a = add({
      channel: "viewing-rooms",
      category: "viewing-rooms",
      categoryLabel: "Viewing Rooms",
      typeName: "viewing-room",
      type: 600,
      title: e.venue.name,
      titleFormatted: escapeHtml(e.venue.name),
      subtitleFormatted: escapeHtml(e.artists || e.title),
      leadFormatted: `<em>${escapeHtml(e.title)}</em>`,
      section: e.venue.city.place,
      dek: e.title,
      ...body(e.artists ? firstArtist(e.artists) : e.title, 2),
      flags: rng.chance(0.85) ? VIEWING_ROOM_FLAG : 0,
      imageId: images[0] ?? null,
      media: [...images.map((imageId) => ({ kind: "image" as const, imageId })), ...videos],
      publishedAt: publishedBetween(rng, addDays(today, -60), today),
      contributorIds: [],
    });
    e.viewingRoom = { id: a.id, path: a.url };
  }
  return articles;
}

function daysFrom(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / 86_400_000);
}

/** Named flags: most_read (front page) and section_feature per category (homepage blogs). */
export function articleFlags(
  rng: Rng,
  articles: readonly Article[],
): { articleId: number; flag: string; position: number }[] {
  const out: { articleId: number; flag: string; position: number }[] = [];
  const recent = [...articles]
    .filter((a) => a.type === 1 && !a.isSponsored)
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1));
  rng.sample(recent.slice(0, 80), 10).forEach((a, i) => {
    out.push({ articleId: a.id, flag: "most_read", position: i + 1 });
  });
  for (const category of [
    "diary",
    "columns",
    "top-ten",
    "slant",
    "museums",
    "interviews",
    "passages",
    "picks",
    "print",
    "video",
    "podcast",
  ]) {
    const list = [...articles]
      .filter((a) => a.category === category)
      .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1))
      .slice(0, 6);
    list.forEach((a, i) => {
      out.push({ articleId: a.id, flag: "section_feature", position: i + 1 });
    });
  }
  return out;
}

export { excerpt };
