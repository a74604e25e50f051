import { data } from "react-router";
import * as v from "valibot";
import { badAddressValue } from "#machines/rules/admin/admin";
import {
  adminPageCount,
  GUIDE_ADMIN_FIELDS as F,
  INTRO_MAX_LENGTH,
  GUIDE_ADMIN_MESSAGES as M,
  MEMBER_STATUSES,
  NAME_MAX_LENGTH,
  NOTIFICATION_KINDS,
  PRIORITY_MAX,
  priorityColumns,
} from "#machines/rules/admin/adminGuide";
import { isCalendarDate, multiLineText, singleLineText } from "#machines/rules/forms/fieldRules";
import type { CityPageInput } from "#workers/db/admin/cityPages";
import type { MemberSubmissionInput } from "#workers/db/memberSubmissions";
import { sanitizeHtml } from "#workers/text/sanitize";
import { coordinateField } from "./coordinateField";

/** The schemas of the art-guide admin's group, member, notification and city-page forms, and their filters. */

export type FieldErrors = Record<string, string>;

/** A row id as posted: digits only. */
export const Id = (message: string) => v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number));

/** A name field: one line, not empty, at most NAME_MAX_LENGTH characters. */
const name = (label: string, message: string) =>
  v.pipe(singleLineText(NAME_MAX_LENGTH, label, message), v.nonEmpty(message));

/** The venue-name search of an "add a venue" form. */
const venueSearch = () => singleLineText(80, F.venueName, M.venueName);

/** One message per failed field, keyed by the field's name ("form" when the issue has no field). */
export function errorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path?.[0]?.key ?? "form")] ??= issue.message;
  return errors;
}

/** ?page= of an admin list: 1 when absent; anything but a page number is a 400. */
export function pageOf(params: URLSearchParams): number {
  const raw = params.get("page");
  if (raw === null || raw === "") return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw))
    throw data(badAddressValue("page", raw, M.page), {
      status: 400,
      headers: { "cache-control": "private, no-store" },
    });
  return Number(raw);
}

/** A page past the end of a list is a 404; page 1 of an empty list exists. */
export function assertAdminPage(page: number, total: number): void {
  if (page > adminPageCount(total))
    throw data("Not found", { status: 404, headers: { "cache-control": "private, no-store" } });
}

export const GroupNameSchema = v.object({ name: name(F.groupName, M.groupName) });
export const GroupRenameSchema = v.object({ group_id: Id(M.group), name: name(F.groupName, M.groupName) });
export const GroupIdSchema = v.object({ group_id: Id(M.group) });
export const GroupVenueSchema = v.object({ group_id: Id(M.group), venue_id: Id(M.venue) });

/** ?group=&venue=: the name search of one group's "add a venue" form. */
export const VenueSearchSchema = v.object({
  group: Id(M.group),
  venue: v.pipe(venueSearch(), v.nonEmpty(M.venueName)),
});

export const NotificationFilterSchema = v.object({
  kind: v.optional(v.picklist(["all", ...NOTIFICATION_KINDS], M.kind), "all"),
});
export const DismissSchema = v.object({ kind: v.picklist(NOTIFICATION_KINDS, M.kind), item_id: Id(M.item) });

export const MemberFilterSchema = v.object({
  status: v.optional(v.picklist(["all", ...MEMBER_STATUSES], M.status), "all"),
  find: v.optional(venueSearch(), ""),
});
export const MemberUpdateSchema = v.object({
  venue_id: Id(M.venue),
  status: v.picklist(MEMBER_STATUSES, M.status),
  renewal_date: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((d) => d === "" || isCalendarDate(d), M.renewal),
    v.transform((d) => (d === "" ? null : d)),
  ),
});
export const MemberAddSchema = v.object({ venue_id: Id(M.venue) });

/** A guide city's key in a path: lower-case words joined by hyphens. */
export const PlaceUrlSchema = v.pipe(v.string(M.place), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,8}$/, M.place));

const CityPageSchema = v.object({
  place: name(F.placeName, M.placeName),
  priority: v.pipe(
    v.string(M.priority),
    v.trim(),
    v.regex(/^\d{1,2}$/, M.priority),
    v.transform(Number),
    v.maxValue(PRIORITY_MAX, M.priority),
  ),
  intro: v.optional(multiLineText(INTRO_MAX_LENGTH, F.intro, M.intro), ""),
  latitude: coordinateField(90, M.latitude),
  longitude: coordinateField(180, M.longitude),
});

/** A posted city page: its fields as stored (sanitised introduction, priority as flag and order), or its errors. */
export function parseCityPage(
  form: Record<string, string>,
): { ok: true; value: CityPageInput } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(CityPageSchema, form);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.issues) };
  const { place, priority, intro, latitude, longitude } = parsed.output;
  return {
    ok: true,
    value: {
      place,
      ...priorityColumns(priority),
      introHtml: sanitizeHtml(intro),
      latitude,
      longitude,
    },
  };
}

const SubmissionSchema = v.object({
  venue_name: name(F.venueName, M.submissionVenue),
  place_url: PlaceUrlSchema,
  address: v.pipe(v.optional(singleLineText(300, F.address, M.submissionAddress), ""), v.nonEmpty(M.submissionAddress)),
  website: v.pipe(
    v.optional(singleLineText(300, F.website, M.submissionWebsite), ""),
    v.check((u) => u === "" || /^https?:\/\/\S+$/.test(u), M.submissionWebsite),
  ),
  email: v.pipe(v.optional(singleLineText(200, F.email, M.submissionEmail), ""), v.email(M.submissionEmail)),
  message: v.pipe(v.optional(multiLineText(2000, F.message, M.submissionMessage), ""), v.trim()),
});

/** A listing posted through "become a member", or its errors. */
export function parseSubmission(
  form: Record<string, string>,
): { ok: true; value: MemberSubmissionInput } | { ok: false; errors: FieldErrors } {
  const parsed = v.safeParse(SubmissionSchema, form);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.issues) };
  const s = parsed.output;
  return {
    ok: true,
    value: {
      venueName: s.venue_name,
      placeUrl: s.place_url,
      address: s.address,
      website: s.website,
      email: s.email,
      message: s.message,
    },
  };
}
