import { useSelector } from "@xstate/react";
import { useActorRef } from "#app/lib/actors";
import { useHydrated } from "#app/lib/useHydrated";
import { type DaySide, openingHoursMachine, type TimeSide } from "#machines/openingHours";
import type { HoursDay } from "#machines/rules/admin/admin";
import {
  ADMIN_TEXTS,
  canRemoveHoursRow,
  HOURS_DAYS,
  HOURS_TIMES,
  type HoursRow,
  hoursFieldName,
  REMOVE_ROW_INTENT,
  timeAmPm,
} from "#machines/rules/admin/admin";

/**
 * The venue opening-hours editor. The server renders the rows it
 * was given, so the form posts hours_parts[i][…] without JavaScript; there
 * '+ add another date' and each row's remove control are submit buttons the
 * action answers with one row more or less. With JavaScript the machine adds
 * and removes rows and applies the daily rule.
 */
export function HoursEditor({
  rows,
  byAppointment,
  error,
}: {
  rows: HoursRow[];
  byAppointment: boolean;
  error?: string;
}) {
  const actor = useActorRef(openingHoursMachine, { input: { rows, byAppointment } });
  const current = useSelector(actor, (s) => s.context.rows);
  const disabled = useSelector(actor, (s) => s.matches("byAppointment"));
  const hydrated = useHydrated();
  const day = (i: number, side: DaySide, value: HoursDay) => (
    <select
      name={hoursFieldName(i, side)}
      id={i === 0 && side === "day_from" ? "f-hours" : undefined}
      aria-label={`${side === "day_from" ? "From day" : "Until day"}, row ${i + 1}`}
      value={value}
      onChange={(e) => actor.send({ type: "SET_DAY", index: i, side, value: e.target.value as HoursDay })}
    >
      {HOURS_DAYS.map((d) => (
        <option key={d} value={d}>
          {d}
        </option>
      ))}
    </select>
  );
  const time = (i: number, side: TimeSide, value: string) => (
    <select
      name={hoursFieldName(i, side)}
      aria-label={`${side === "hour_from" ? "From time" : "Until time"}, row ${i + 1}`}
      value={value}
      onChange={(e) => actor.send({ type: "SET_TIME", index: i, side, value: e.target.value })}
    >
      {HOURS_TIMES.map((t) => (
        <option key={t} value={t}>
          {timeAmPm(t)}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className={error ? "admin-hours has-error" : "admin-hours"} data-testid="hours-editor">
      <legend>Opening hours</legend>
      <label className="admin-check">
        <input
          type="checkbox"
          name="by_appointment"
          defaultChecked={byAppointment}
          onChange={() => actor.send({ type: "TOGGLE_APPOINTMENT" })}
        />
        {ADMIN_TEXTS.byAppointment}
      </label>
      {/* Disabled by the box in CSS (so it works without JavaScript, both ways) and, once hydrated, made inert.
          The rows are still posted: the server keeps them for when the box is unticked. */}
      <div className="admin-hours__rows" inert={hydrated && disabled} data-testid="hours-rows">
        {current.map((row, i) => (
          <div className="admin-hours__row" key={i} data-testid="hours-row">
            {day(i, "day_from", row.day_from)}
            <span aria-hidden="true">to</span>
            {day(i, "day_until", row.day_until)}
            {time(i, "hour_from", row.hour_from)}
            <span aria-hidden="true">–</span>
            {time(i, "hour_until", row.hour_until)}
            {canRemoveHoursRow(current.length) && (
              <button
                type="submit"
                name="intent"
                value={`${REMOVE_ROW_INTENT}${i}`}
                formNoValidate
                className="admin-link-button admin-hours__remove"
                aria-label={`${ADMIN_TEXTS.removeRow} row ${i + 1}`}
                data-testid="hours-remove"
                onClick={(e) => {
                  e.preventDefault();
                  actor.send({ type: "REMOVE_ROW", index: i });
                }}
              >
                {ADMIN_TEXTS.removeRow}
              </button>
            )}
          </div>
        ))}
        <button
          type="submit"
          name="intent"
          value="add_row"
          formNoValidate
          className="admin-link-button"
          onClick={(e) => {
            e.preventDefault();
            actor.send({ type: "ADD_ROW" });
          }}
        >
          {ADMIN_TEXTS.addAnotherDate}
        </button>
      </div>
      {error && (
        <p className="admin-field__error" data-testid="error-hours">
          {error}
        </p>
      )}
    </fieldset>
  );
}
