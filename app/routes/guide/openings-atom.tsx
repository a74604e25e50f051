import * as v from "valibot";
import { receptionLine } from "#machines/rules/guide/exhibitionDates";
import { exhibitionHeadline, guidePaths, guideToday, plainText } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";
import { atomFeed } from "#workers/services/feeds/atom";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/openings-atom";

const Place = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/, "The city must be a guide city's slug."));

/** An entry's moment: its reception (stored in UTC), else the first day of the show. */
function entryDate(openingStart: string | null, showStart: string): Date {
  const opening = openingStart ? new Date(openingStart) : null;
  return opening && !Number.isNaN(opening.getTime()) ? opening : new Date(`${showStart.slice(0, 10)}T00:00:00Z`);
}

/** An Atom feed of a city's coming openings (receptions from today on). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const parsed = v.safeParse(Place, params.place);
  if (!parsed.success) return new Response(parsed.issues[0].message, { status: 400 });
  const today = guideToday();
  const feed = await context.get(guideContext).openingsFeed(parsed.output, today);
  if (!feed) return new Response(`There is no guide city "${parsed.output}".`, { status: 404 });
  const { place, openings } = feed;
  const base = app.config.baseUrl;
  const siteUrl = new URL(guidePaths.place(place.place_url, "openings"), base).toString();
  const xml = atomFeed(
    {
      id: `${siteUrl}#openings`,
      title: `Openings in ${place.place} | artguide`,
      selfUrl: new URL(`/artguide/feeds/openings/${place.place_url}`, base).toString(),
      siteUrl,
      updated: new Date(`${today}T00:00:00Z`),
    },
    openings.map((x) => ({
      id: new URL(x.path, base).toString(),
      title: `${exhibitionHeadline(x)} at ${x.location.name}`,
      url: new URL(x.path, base).toString(),
      updated: entryDate(x.openingStart, x.showStart),
      summary: x.openingStartAsString
        ? receptionLine(x.openingStartAsString, x.openingEndAsString || null, today)
        : plainText(x.description),
    })),
  );
  return new Response(xml, {
    headers: { "content-type": "application/atom+xml; charset=utf-8", "cache-control": "public, max-age=600" },
  });
}
