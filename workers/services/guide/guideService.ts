import { createContext } from "react-router";
import { type CategorySlug, GUIDE_PAGE_SIZE, guidePaths, guideToday } from "#machines/rules/guide/guide";
import type { GuidePlace } from "#machines/rules/guide/guideTypes";
import type { Image } from "#machines/rules/magazine/imageTypes";
import { VIEWING_ROOM_TYPE, VIEWING_ROOMS_PAGE_SIZE } from "#machines/rules/magazine/magazine";
import type { AppContext } from "#workers/context";
import { listPlaces as listAdminPlaces } from "#workers/db/admin/guide";
import { listAds } from "#workers/db/ads";
import { getArticleByUrl, listArticles } from "#workers/db/articles";
import { cityDistrictNames, listDistricts } from "#workers/db/districts";
import { getExhibition, listExhibitions, placeCountsOf } from "#workers/db/exhibitions";
import { noGuideResults, searchGuide } from "#workers/db/guideSearch";
import { listingExhibition } from "#workers/db/listingExhibition";
import { listArticleMedia } from "#workers/db/media";
import { insertMemberSubmission, type MemberSubmissionInput } from "#workers/db/memberSubmissions";
import { addToMyguide, clearMyguide, myguideExhibitions, myguideIds, removeFromMyguide } from "#workers/db/myguide";
import { myguideCalendarToken, userOfCalendarToken } from "#workers/db/myguideCalendar";
import { getPlace, getPlaceWithIntro, listPlaces } from "#workers/db/places";
import { venueGroupOf } from "#workers/db/venueGroup";
import { getVenueBySlug } from "#workers/db/venues";
import { allowAttempt } from "#workers/services/account/rateLimit";
import { publicData } from "#workers/services/cache/publicData";
import {
  type CityListFilters,
  districtsOf,
  listFiltersOf,
  parseCityFilters,
  placeFiltersOf,
} from "#workers/services/guide/cityFilters";
import { chosenLayout } from "#workers/services/guide/listLayout";
import { embeddedMapStyle } from "#workers/services/map/mapStyle";

/** The guide home's highlights: the first must-see shows. */
const HIGHLIGHTS = 6;
/** The home's agenda of receptions today and tomorrow stays short. */
const OPENINGS = 12;
/** A venue shows every current and upcoming exhibition at once (venues hold a handful). */
const VENUE_LIMIT = 50;
/** A city's openings feed lists this many receptions. */
const FEED_OPENINGS = 50;
/** Listed viewing rooms carry flag 256. */
const LISTED_FLAG = 256;
/** Listings one address may send per rate-limit window (counted only when the form is valid). */
const SUBMISSIONS_PER_IP = 20;

/** The lists across cities, each with its own page and a filter by city. */
export type FixedListKind = "mustsee" | "artfairs" | "special";

/**
 * The guide area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 * What every reader sees of the cities is kept a few seconds in the isolate (publicData); a
 * reader's myguide is their own, read afresh from D1 on every page and never kept.
 */
export function guideService(app: AppContext) {
  const { db } = app;
  return {
    // The city pages: home, cities, venues, the lists across cities, search, feeds, the offline map.

    /** What every guide page's loader sends besides its list: today, the cities with their counts, the reader signed in or not. */
    base: async () => {
      const today = guideToday();
      const places = await publicData(app, ["places", today], () => listPlaces(db, today));
      return {
        today,
        baseUrl: app.config.baseUrl,
        places: places.map((p) => ({
          place: p.place,
          place_url: p.place_url,
          path: p.path,
          count: p.count,
          isPriority: p.isPriority,
        })),
        signedIn: app.viewer !== null,
      };
    },

    /** One page of a list across cities (must see, art fairs, special events), maybe of one city, with each city's count. */
    fixedList: async (
      kind: FixedListKind,
      { page, activeOnly, placeUrl }: { page: number; activeOnly: boolean; placeUrl: string },
      today: string,
    ) => {
      const [list, placeCounts] = await Promise.all([
        listExhibitions(
          db,
          { kind, activeOnly, placeUrl: placeUrl || undefined },
          { page, size: GUIDE_PAGE_SIZE, today },
        ),
        placeCountsOf(db, { kind, activeOnly }, today),
      ]);
      return { list, placeCounts };
    },

    /** The guide home's first must-see shows and its receptions today and tomorrow (with their total). */
    home: async (today: string) => {
      const [mustSee, openings] = await Promise.all([
        listExhibitions(db, { kind: "mustsee" }, { page: 1, size: HIGHLIGHTS, today }),
        listExhibitions(db, { kind: "openingsSoon" }, { page: 1, size: OPENINGS, today }),
      ]);
      return { mustSee: mustSee.items, openings: openings.items, openingsTotal: openings.total };
    },

    /** A city with its count and the introduction its page shows, or null. */
    place: (placeUrl: string, today: string) =>
      publicData(app, ["place", placeUrl, today], () => getPlaceWithIntro(db, placeUrl, today)),

    /**
     * A city page's when-and-where filters read from its address, with the city's
     * neighbourhoods (the filter's links) and what the list's SQL reads for them;
     * or the message naming a bad value (the page answers 400 with it).
     */
    cityFilters: async (place: GuidePlace, search: URLSearchParams, today: string) => {
      const districts = await publicData(app, ["districts", place.place_url], async () =>
        districtsOf(await cityDistrictNames(db, place.place_url)),
      );
      const parsed = parseCityFilters(search, { place: place.place, districts });
      if ("problem" in parsed) return parsed;
      const listFilters = placeFiltersOf(parsed.filters, { ...place, districts }, today, new Date());
      return { filters: parsed.filters, districts, listFilters };
    },

    /** A city page's layout (cards or the compact list) and the cookie remembering a new choice, or the message naming a bad one. */
    cityLayout: (request: Request, url: URL) => chosenLayout(request, url),

    /** One page of a city's listings of a category (active ones only, or all), as its page lists them, maybe filtered. */
    placeListings: (
      placeUrl: string,
      {
        category,
        activeOnly,
        page,
        filters,
      }: { category: CategorySlug; activeOnly: boolean; page: number; filters?: CityListFilters },
      today: string,
    ) => {
      const scope = { kind: "place", placeUrl, category, activeOnly, filters } as const;
      const paging = { page, size: GUIDE_PAGE_SIZE, today };
      return publicData(app, ["exhibitions", scope, paging], async () => {
        const found = await listExhibitions(
          db,
          { ...scope, filters: await listFiltersOf(db, placeUrl, filters) },
          paging,
        );
        return { ...found, items: found.items.map(listingExhibition) };
      });
    },

    /** The venue a slug names, or null. */
    venue: (slug: string, today: string) => getVenueBySlug(db, slug, today),

    /** The current and upcoming exhibitions of a venue, as its page lists them. */
    venueExhibitions: async (venueId: number, today: string) => {
      const { items } = await listExhibitions(db, { kind: "venue", venueId }, { page: 1, size: VENUE_LIMIT, today });
      return items;
    },

    /** The group of venues a venue belongs to (one gallery's spaces), or null. */
    venueGroup: (venueId: number) => venueGroupOf(db, venueId),

    /** One page of the exhibitions and venues a search finds; none for an empty search. */
    search: (text: string, page: number, today: string) =>
      text ? searchGuide(db, text, { page, size: GUIDE_PAGE_SIZE, today }) : Promise.resolve(noGuideResults()),

    /** One exhibition by id, or null. */
    exhibition: (id: number, today: string) => getExhibition(db, id, today),

    /** A city and its coming openings (receptions from today on) for its feed, or null when there is no such city. */
    openingsFeed: async (placeUrl: string, today: string) => {
      const place = await getPlace(db, placeUrl, today);
      if (!place) return null;
      const list = await listExhibitions(
        db,
        { kind: "place", placeUrl: place.place_url, category: "openings" },
        { page: 1, size: FEED_OPENINGS, today },
      );
      return { place, openings: list.items };
    },

    /** The offline map's style: the Natural Earth map with the guide's cities and gallery districts. */
    offlineMapStyle: async (origin: string) => {
      const [places, districts] = await Promise.all([listPlaces(db, guideToday()), listDistricts(db)]);
      return embeddedMapStyle(places, districts, origin);
    },

    // The reader's myguide.

    /** The exhibition ids in the reader's myguide, newest first. */
    myguideIds: (userId: number) => myguideIds(db, userId),

    /**
     * The reader's myguide page: their shows (of one city with `placeUrl`), the cities of all of
     * them with each one's ids (the tab counts follow removals on the client) and their calendar's address.
     */
    myguidePage: async (userId: number, today: string, placeUrl: string | undefined) => {
      const all = await myguideExhibitions(db, userId, today);
      const places = [...new Map(all.map((x) => [x.location.place_url, x.location.place])).entries()].map(
        ([place_url, place]) => ({
          place_url,
          place,
          ids: all.filter((x) => x.location.place_url === place_url).map((x) => x.id),
        }),
      );
      const exhibitions = placeUrl ? all.filter((x) => x.location.place_url === placeUrl) : all;
      const calendarToken = await myguideCalendarToken(db, userId, new Date().toISOString());
      const calendarUrl = new URL(guidePaths.myguideCalendar(calendarToken), app.config.baseUrl).toString();
      return { exhibitions, places, calendarUrl };
    },

    /** The shows of the myguide a calendar token opens, or null for an unknown token. */
    calendarExhibitions: async (token: string, today: string) => {
      const userId = await userOfCalendarToken(db, token);
      if (userId === null) return null;
      return myguideExhibitions(db, userId, today);
    },

    /** Adds an exhibition to the reader's myguide; false when there is no such exhibition. */
    addToMyguide: (userId: number, exhibitionId: number) =>
      addToMyguide(db, userId, exhibitionId, new Date().toISOString()),

    /** Removes an exhibition from the reader's myguide: how many entries went (0 or 1). */
    removeFromMyguide: (userId: number, exhibitionId: number) => removeFromMyguide(db, userId, exhibitionId),

    /** Empties the reader's myguide: how many entries went. */
    clearMyguide: (userId: number) => clearMyguide(db, userId),

    // The viewing rooms: the galleries' online exhibitions.

    /** One page of the listed viewing rooms by title, with its first rooms' images as the slider's slides. */
    viewingRooms: async (page: number) => {
      const list = await listArticles(
        db,
        { type: VIEWING_ROOM_TYPE, flagMask: LISTED_FLAG },
        { page, pageSize: VIEWING_ROOMS_PAGE_SIZE, order: "title_asc" },
      );
      const slides = list._embedded.items
        .filter((room) => room.primaryImage)
        .slice(0, 5)
        .map((room) => ({
          image: room.primaryImage!.path_large,
          caption: `${room.title}, ${room.section}`,
          url: room.url,
          alt: room.title,
        }));
      return { rooms: list._embedded.items, page: list.page, pages: list.pages, total: list.total, slides };
    },

    /**
     * A viewing room's slideshow, or null when the slug names none: its images oldest first, the
     * first page of its image grid (newest first, more on scroll) and the ads placed in the grid.
     */
    slideshow: async (room: string) => {
      const article = await getArticleByUrl(db, `/viewing-rooms/${room}`);
      if (!article || article.type !== VIEWING_ROOM_TYPE) return null;
      const media = await listArticleMedia(db, article.id, { page: 1, pageSize: 100, order: "ASC" });
      const [grid, ads] = await Promise.all([
        listArticleMedia(db, article.id, { page: 1, pageSize: 24, order: "DESC" }),
        listAds(db, { kind: "display", sizes: ["750"], section: "viewing-rooms" }),
      ]);
      return {
        room: article,
        images: imagesOf(media._embedded.items),
        grid: { images: imagesOf(grid._embedded.items), page: grid.page, pages: grid.pages },
        ads,
      };
    },

    // "Become a member": the cities a venue may apply in, and the listings venues send.

    /** Every guide city a venue may apply in, by name, the same for every reader. */
    participationPlaces: () => publicData(app, ["admin-places"], () => listAdminPlaces(db)),

    /**
     * Stores a listing sent through the form for the guide admin's notifications, counted against
     * its sender's address: "sent", "tooMany" (over the address's limit) or "noPlace" (no such city).
     */
    submitListing: async (listing: MemberSubmissionInput, ip: string): Promise<"sent" | "tooMany" | "noPlace"> => {
      if (!(await allowAttempt(db, [{ key: `member-submission:${ip}`, limit: SUBMISSIONS_PER_IP }]))) return "tooMany";
      return (await insertMemberSubmission(db, listing)) ? "sent" : "noPlace";
    },
  };
}

export type GuideService = ReturnType<typeof guideService>;

export const guideContext = createContext<GuideService>();

/** The images among a page of an article's media. */
function imagesOf(items: Awaited<ReturnType<typeof listArticleMedia>>["_embedded"]["items"]): Image[] {
  return items.filter((m): m is Extract<typeof m, { kind: "image" }> => m.kind === "image") as Image[];
}
