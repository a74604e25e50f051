import { data } from "react-router";

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
