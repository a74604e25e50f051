import * as v from "valibot";

/**
 * The rules every text and date field of every form and /api write follows,
 * so no reader's input stores a control character, megabytes of text or a
 * day the calendar does not have. Schemas build their fields from these and
 * add their own rules (not empty, a pattern) after them. A field that may be
 * blank takes v.optional and a rule that lets "" through, not a v.union with
 * v.literal(""): a union answers its own message once a rule here has refused.
 */

/** Every control character (\p{Cc}) but tab, line feed and carriage return, which multi-line text may hold. */
const REFUSED_CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/** The messages of these rules, each naming its field. */
export const FIELD_MESSAGES = {
  notText: (label: string) => `${label} must be text.`,
  controlCharacter: (label: string) => `${label} cannot contain control characters.`,
  tooLong: (label: string, max: number) => `${label} can have at most ${max.toLocaleString("en-US")} characters.`,
} as const;

/** Whether the text holds a control character no field stores (anything of \p{Cc} but tab, LF and CR). */
export function hasRefusedControlCharacter(text: string): boolean {
  return REFUSED_CONTROL_CHARACTER.test(text);
}

/** Text for one line (titles, names, artists): line breaks and runs of spaces become one space. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A calendar date "YYYY-MM-DD" that exists (no 2026-02-30, no month 13; 29 February only in leap years). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The control-character rule alone, for text kept exactly as typed (sign-in names, passwords, tokens). */
export function noControlCharacters(label: string) {
  return v.check((text: string) => !hasRefusedControlCharacter(text), FIELD_MESSAGES.controlCharacter(label));
}

/**
 * A one-line field (names, titles, addresses): no control characters; tabs and
 * line breaks become spaces like any run of white space; trimmed; at most `max` characters.
 */
export function singleLineText(max: number, label: string, tooLong: string = FIELD_MESSAGES.tooLong(label, max)) {
  return v.pipe(
    v.string(FIELD_MESSAGES.notText(label)),
    noControlCharacters(label),
    v.transform(singleLine),
    v.maxLength(max, tooLong),
  );
}

/** A multi-line field (descriptions, letters, messages): tabs and line breaks kept, no other control character, at most `max` characters. */
export function multiLineText(max: number, label: string, tooLong: string = FIELD_MESSAGES.tooLong(label, max)) {
  return v.pipe(v.string(FIELD_MESSAGES.notText(label)), noControlCharacters(label), v.maxLength(max, tooLong));
}

/** A date field "YYYY-MM-DD" that is a real day of the calendar; anything else answers `message`. */
export function calendarDate(message: string) {
  return v.pipe(v.string(message), v.check(isCalendarDate, message));
}
