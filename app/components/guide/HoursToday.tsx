import { useEffect, useState } from "react";
import { hoursToday } from "#app/rules/guide/hoursToday";
import type { HoursRow } from "#machines/rules/admin/admin";

/**
 * Today's opening hours at a venue, in the venue's time zone, worked out in
 * the browser when the page shows: a page kept on the device for days still
 * says what today is.
 */
export function HoursToday({
  rows,
  byAppointment,
  timeZone,
}: {
  rows: readonly HoursRow[];
  byAppointment: boolean;
  timeZone: string | null;
}) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => setText(hoursToday(rows, byAppointment, timeZone, new Date())), [rows, byAppointment, timeZone]);
  return text ? <span className="g-facts__today">{text}</span> : null;
}
