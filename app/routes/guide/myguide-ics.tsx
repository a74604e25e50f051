import * as v from "valibot";
import { exhibitionIcsEvent, ICS_HEADERS } from "#app/components/guide/exhibitionIcs";
import { icsCalendar, icsStamp } from "#app/rules/guide/ics";
import { guideToday } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/myguide-ics";

const Token = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, "The calendar address is not valid."));

/** The reader's private myguide calendar feed, opened by its unguessable token (no session needed). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const parsed = v.safeParse(Token, params.token);
  if (!parsed.success) return new Response(parsed.issues[0].message, { status: 400 });
  const items = await context.get(guideContext).calendarExhibitions(parsed.output, guideToday());
  if (items === null) return new Response("There is no such calendar.", { status: 404 });
  const body = icsCalendar(
    "myguide | artguide",
    items.map((x) => exhibitionIcsEvent(x, app.config.baseUrl)),
    icsStamp(new Date()),
  );
  return new Response(body, {
    headers: { ...ICS_HEADERS, "cache-control": "private, no-store", "x-robots-tag": "noindex" },
  });
}
