import { useState } from "react";
import { monthTitle } from "#machines/rules/calendar/dates";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m + 1)}-${pad(d)}`;

/** A month calendar for the admin date fields; loaded on demand by DateField. Picks a day as YYYY-MM-DD. */
export default function DatePicker({ value, onPick }: { value: string; onPick: (day: string) => void }) {
  const start = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date();
  const [month, setMonth] = useState({ y: start.getUTCFullYear(), m: start.getUTCMonth() });
  const first = new Date(Date.UTC(month.y, month.m, 1));
  const lead = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(month.y, month.m + 1, 0)).getUTCDate();
  const step = (delta: number) =>
    setMonth(({ y, m }) => ({ y: m + delta < 0 ? y - 1 : m + delta > 11 ? y + 1 : y, m: (m + delta + 12) % 12 }));
  const title = monthTitle(iso(month.y, month.m, 1));
  return (
    <div className="admin-datepicker" role="group" aria-label={`Calendar, ${title}`} data-testid="date-picker">
      <div className="admin-datepicker__head">
        <button type="button" onClick={() => step(-1)} aria-label="Previous month">
          ‹
        </button>
        <span>{title}</span>
        <button type="button" onClick={() => step(1)} aria-label="Next month">
          ›
        </button>
      </div>
      <div className="admin-datepicker__grid">
        {WEEKDAYS.map((d) => (
          <span key={d} className="admin-datepicker__wd">
            {d}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`e${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const day = iso(month.y, month.m, i + 1);
          return (
            <button
              type="button"
              key={day}
              className={day === value ? "is-selected" : undefined}
              onClick={() => onPick(day)}
            >
              {i + 1}
            </button>
          );
        })}
      </div>
    </div>
  );
}
