import * as v from "valibot";
import { exhibitionIcsEvent, ICS_HEADERS } from "#app/components/guide/exhibitionIcs";
import { icsCalendar, icsStamp } from "#app/rules/guide/ics";
import { guideToday } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/exhibition-ics";

const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/, "The exhibition id must be a whole number."), v.transform(Number));

/** 'add to calendar' for one exhibition: an .ics file to download. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const parsed = v.safeParse(Id, params.id);
  if (!parsed.success) return new Response(parsed.issues[0].message, { status: 400 });
  const x = await context.get(guideContext).exhibition(parsed.output, guideToday());
  if (!x) return new Response(`There is no exhibition ${parsed.output}.`, { status: 404 });
  const body = icsCalendar("artguide", [exhibitionIcsEvent(x, app.config.baseUrl)], icsStamp(new Date()));
  return new Response(body, {
    headers: {
      ...ICS_HEADERS,
      "content-disposition": `attachment; filename="${x.slug || `exhibition-${x.id}`}.ics"`,
      "cache-control": "public, max-age=300",
    },
  });
}
