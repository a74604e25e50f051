import * as v from "valibot";
import {
  CSV_MAX_ROWS,
  CSV_REASONS,
  csvMalformed,
  NEWSLETTER_ERRORS,
  normaliseEmail,
} from "#machines/rules/admin/adminNewsletter";
import { hasRefusedControlCharacter } from "#machines/rules/forms/fieldRules";

/**
 * A custom segment list from CSV: one address per row, in the column named
 * "email" when the first row names its columns, else in the first column.
 * Fields are separated by commas or semicolons and may be quoted ("…", with ""
 * for a quote). Each row is accepted or rejected with its line number and
 * reason; a file that cannot be read at all (an unclosed quote, too many rows)
 * is refused whole.
 */
export interface CsvRow {
  line: number;
  email: string;
}
export interface CsvRejected {
  line: number;
  value: string;
  reason: string;
}
export type CsvResult = { ok: true; accepted: CsvRow[]; rejected: CsvRejected[] } | { ok: false; error: string };

const EmailSchema = v.pipe(v.string(), v.email());

/** The fields of each physical line, or the line where a quoted field never closes. */
function splitRows(text: string): { line: number; fields: string[] }[] | { unclosed: number } {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === "," || c === ";") {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = "";
      line++;
      rowLine = line;
    } else field += c;
  }
  if (quoted) return { unclosed: rowLine };
  if (field !== "" || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  return rows;
}

export function parseCsvList(text: string): CsvResult {
  const body = text.replace(/^\uFEFF/, "");
  // A control character (other than tab and line breaks) is no CSV text: nothing of the file is imported.
  if (hasRefusedControlCharacter(body)) return { ok: false, error: NEWSLETTER_ERRORS.csvNotText };
  const split = splitRows(body);
  if (!Array.isArray(split)) return { ok: false, error: csvMalformed(split.unclosed) };
  const rows = split.filter((r) => r.fields.some((f) => f.trim() !== ""));
  if (rows.length === 0) return { ok: false, error: NEWSLETTER_ERRORS.csvEmpty };
  if (rows.length > CSV_MAX_ROWS + 1) return { ok: false, error: NEWSLETTER_ERRORS.csvTooManyRows };
  const head = rows[0]!.fields.map((f) => f.trim().toLowerCase());
  const headerColumn = head.findIndex((f) => f === "email" || f === "e-mail" || f === "email address");
  const column = Math.max(0, headerColumn);
  const dataRows = headerColumn >= 0 ? rows.slice(1) : rows;
  if (dataRows.length > CSV_MAX_ROWS) return { ok: false, error: NEWSLETTER_ERRORS.csvTooManyRows };

  const accepted: CsvRow[] = [];
  const rejected: CsvRejected[] = [];
  const seen = new Map<string, number>();
  for (const row of dataRows) {
    const raw = (row.fields[column] ?? "").trim();
    const email = normaliseEmail(raw);
    if (email === "") rejected.push({ line: row.line, value: raw, reason: CSV_REASONS.empty });
    else if (email.length > 254)
      rejected.push({ line: row.line, value: raw.slice(0, 60), reason: CSV_REASONS.tooLong });
    else if (!v.is(EmailSchema, email)) rejected.push({ line: row.line, value: raw, reason: CSV_REASONS.invalid });
    else if (seen.has(email))
      rejected.push({ line: row.line, value: raw, reason: `${CSV_REASONS.duplicate} ${seen.get(email)}` });
    else {
      seen.set(email, row.line);
      accepted.push({ line: row.line, email });
    }
  }
  return { ok: true, accepted, rejected };
}
