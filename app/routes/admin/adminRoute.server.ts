import { data } from "react-router";
import type * as v from "valibot";
import { badAddressValue } from "#machines/rules/admin/admin";

/** Admin answers are per-user: never cached. */
export const PRIVATE = { "cache-control": "private, no-store" };

/** The :id of an edit page (null on the "new" page); anything but digits is a 404. */
export function editIdOf(params: { id?: string }): number | null {
  if (!params.id) return null;
  if (!/^\d{1,9}$/.test(params.id)) throw data("Not found", { status: 404 });
  return Number(params.id);
}

/** The record an edit page edits: null on the "new" page; an id with no record is a 404. */
export async function editRecordOf<T>(
  id: number | null,
  load: (id: number) => Promise<T | null | undefined>,
): Promise<T | null> {
  if (id === null) return null;
  const record = await load(id);
  if (!record) throw data("Not found", { status: 404 });
  return record;
}

/**
 * A screen's address parameters refused by their schema: a 400 that names the first refused
 * parameter, its value and its rule, shown inside the back office (AdminForbidden).
 */
export function refusedAddress(
  issues: readonly v.BaseIssue<unknown>[],
  values: Record<string, string | undefined>,
): never {
  const issue = issues[0]!;
  const name = String(issue.path?.[0]?.key ?? Object.keys(values)[0] ?? "");
  throw data(badAddressValue(name, values[name] ?? "", issue.message), { status: 400, headers: PRIVATE });
}
