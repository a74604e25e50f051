import * as v from "valibot";
import {
  KIND_TEXTS,
  MAINTENANCE_TOOLS,
  type MaintenanceTool,
  NEWSLETTER_ERRORS,
  NEWSLETTER_KINDS,
  type NewsletterKind,
  parseSegmentKey,
  type Segment,
} from "#machines/rules/admin/adminNewsletter";
import { multiLineText, noControlCharacters, singleLineText } from "#machines/rules/forms/fieldRules";

/**
 * The newsletter screens' parameters and fields, checked with valibot: a bad
 * query parameter answers 400 with its message, a bad form field is shown
 * beside the field. Never a 500.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What each text field holds, as the shared field rules' messages name it. */
export const NEWSLETTER_FIELDS = {
  subject: "The subject",
  preheader: "The preview text",
  letter: "The letter",
  emails: "The list of addresses",
  listName: "The list's name",
} as const;

const Kind = v.picklist(NEWSLETTER_KINDS, NEWSLETTER_ERRORS.kind);
const Place = v.pipe(v.string(), v.maxLength(60, NEWSLETTER_ERRORS.city), v.regex(SLUG, NEWSLETTER_ERRORS.city));
const SegmentKey = v.pipe(
  v.string(),
  v.maxLength(80, NEWSLETTER_ERRORS.segment),
  v.check((key) => parseSegmentKey(key) !== null, NEWSLETTER_ERRORS.segment),
);
const Subject = v.pipe(
  v.string(),
  noControlCharacters(NEWSLETTER_FIELDS.subject),
  v.trim(),
  v.nonEmpty(NEWSLETTER_ERRORS.subject),
  v.maxLength(140, NEWSLETTER_ERRORS.subject),
  v.regex(/^[^\r\n]*$/, NEWSLETTER_ERRORS.subject),
);
const Preheader = singleLineText(200, NEWSLETTER_FIELDS.preheader, NEWSLETTER_ERRORS.preheader);
const Letter = multiLineText(20_000, NEWSLETTER_FIELDS.letter, NEWSLETTER_ERRORS.letter);

export const DEFAULT_PLACE = "new-york";
export const DEFAULT_LETTER =
  "Dear reader,\n\nThank you for reading Artmagazine. This week the editors have been out in the galleries, and we look forward to sharing what we found.\n\nWith best wishes,\nThe editors";

export interface ComposeFields {
  kind: NewsletterKind;
  segmentKey: string;
  segment: Segment;
  place: string;
  subject: string;
  preheader: string;
  letter: string;
}

const ComposeQuery = v.object({
  kind: v.optional(Kind, "print"),
  segment: v.optional(SegmentKey, "all"),
  place: v.optional(Place, DEFAULT_PLACE),
  subject: v.optional(singleLineText(140, NEWSLETTER_FIELDS.subject, NEWSLETTER_ERRORS.subject), ""),
  preheader: v.optional(Preheader, ""),
  letter: v.optional(Letter, DEFAULT_LETTER),
});

/** The compose page's query: each parameter optional, a bad one an error (the loader answers 400). */
export function parseComposeQuery(
  params: URLSearchParams,
): { ok: true; value: ComposeFields } | { ok: false; error: string; name: string; value: string } {
  const input: Record<string, string> = {};
  for (const name of ["kind", "segment", "place", "subject", "preheader", "letter"]) {
    const value = params.get(name);
    if (value !== null && value !== "") input[name] = value;
  }
  const parsed = v.safeParse(ComposeQuery, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const name = String(issue.path?.[0]?.key ?? "kind");
    return { ok: false, error: issue.message, name, value: input[name] ?? "" };
  }
  const o = parsed.output;
  return {
    ok: true,
    value: {
      kind: o.kind,
      segmentKey: o.segment,
      segment: parseSegmentKey(o.segment)!,
      place: o.place,
      subject: o.subject || KIND_TEXTS[o.kind].subject,
      preheader: o.preheader,
      letter: o.letter,
    },
  };
}

const ComposePost = v.object({
  intent: v.picklist(["test", "send"], NEWSLETTER_ERRORS.intent),
  key: v.pipe(v.string(NEWSLETTER_ERRORS.key), v.regex(/^[A-Za-z0-9-]{16,64}$/, NEWSLETTER_ERRORS.key)),
  kind: v.pipe(v.optional(v.string(), ""), Kind),
  segment: v.pipe(v.optional(v.string(), ""), SegmentKey),
  place: v.pipe(v.optional(v.string(), ""), Place),
  subject: v.pipe(v.optional(v.string(), ""), Subject),
  preheader: v.pipe(v.optional(v.string(), ""), Preheader),
  letter: v.pipe(v.optional(v.string(), ""), Letter),
});

export type ComposeErrors = Partial<
  Record<"intent" | "key" | "kind" | "segment" | "place" | "subject" | "preheader" | "letter", string>
>;

/** The posted compose form: its fields, or a message per field that is wrong. */
export function parseComposePost(
  form: Record<string, string>,
):
  | { ok: true; value: ComposeFields & { intent: "test" | "send"; key: string } }
  | { ok: false; errors: ComposeErrors } {
  const parsed = v.safeParse(ComposePost, form);
  if (!parsed.success) {
    const errors: ComposeErrors = {};
    for (const issue of parsed.issues) {
      const field = v.getDotPath(issue) as keyof ComposeErrors | null;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const o = parsed.output;
  if (o.kind === "stationary" && o.letter.trim() === "")
    return { ok: false, errors: { letter: NEWSLETTER_ERRORS.letter } };
  return {
    ok: true,
    value: {
      intent: o.intent,
      key: o.key,
      kind: o.kind,
      segmentKey: o.segment,
      segment: parseSegmentKey(o.segment)!,
      place: o.place,
      subject: o.subject,
      preheader: o.preheader,
      letter: o.letter,
    },
  };
}

/** A template page's query: the city of shows and artguide. */
export function parseTemplateQuery(kind: string | undefined, params: URLSearchParams) {
  return v.safeParse(v.object({ kind: Kind, place: v.optional(Place, DEFAULT_PLACE) }), {
    kind,
    place: params.get("place") || undefined,
  });
}

/** ?page= of the archive: 1 to 10,000. */
export function parsePage(params: URLSearchParams) {
  return v.safeParse(
    v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/, NEWSLETTER_ERRORS.page), v.transform(Number)), "1"),
    params.get("page") ?? undefined,
  );
}

/** A dispatch's :id. */
export function parseDispatchId(id: string | undefined) {
  return v.safeParse(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, NEWSLETTER_ERRORS.id), v.transform(Number)),
    id ?? "",
  );
}

/** ?until=YYYY-MM of the statistics: the last month shown. */
export function parseMonth(params: URLSearchParams, fallback: string) {
  return v.safeParse(
    v.pipe(v.string(), v.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, NEWSLETTER_ERRORS.month)),
    params.get("until") || fallback,
  );
}

/** ?tool= of the maintenance page (absent: no dry run yet). */
export function parseTool(params: URLSearchParams) {
  return v.safeParse(
    v.optional(v.picklist(Object.keys(MAINTENANCE_TOOLS) as MaintenanceTool[], NEWSLETTER_ERRORS.tool)),
    params.get("tool") ?? undefined,
  );
}

/** Longest address list a maintenance confirm posts: up to 1,000 addresses of up to 254 characters and their separators. */
export const EMAILS_MAX_LENGTH = 300_000;

const Emails = v.pipe(
  v.string(NEWSLETTER_ERRORS.emails),
  multiLineText(EMAILS_MAX_LENGTH, NEWSLETTER_FIELDS.emails, NEWSLETTER_ERRORS.emails),
  v.transform((text) =>
    text
      .split(/[,\n]/)
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean),
  ),
  v.maxLength(1000, NEWSLETTER_ERRORS.emails),
);
const Ids = v.pipe(
  v.string(NEWSLETTER_ERRORS.emails),
  v.regex(/^(\d{1,9}(,\d{1,9})*)?$/, NEWSLETTER_ERRORS.emails),
  v.transform((text) => (text ? text.split(",").map(Number) : [])),
  v.maxLength(1000, NEWSLETTER_ERRORS.emails),
);

/** The confirm form of a dry run: the addresses (hard bounces) or sign-up ids (duplicates) it listed. */
export const MaintenanceConfirm = v.variant(
  "tool",
  [v.object({ tool: v.literal("bounces"), emails: Emails }), v.object({ tool: v.literal("duplicates"), ids: Ids })],
  NEWSLETTER_ERRORS.tool,
);

/** The import form's list name. */
export const ListName = v.pipe(
  v.string(NEWSLETTER_ERRORS.listName),
  singleLineText(80, NEWSLETTER_FIELDS.listName, NEWSLETTER_ERRORS.listName),
  v.nonEmpty(NEWSLETTER_ERRORS.listName),
);
