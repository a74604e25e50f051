import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { NEW_HOURS_ROW } from "#machines/rules/admin/admin";
import { type OpeningHoursInput, openingHoursMachine } from "./openingHours";

function start(input: OpeningHoursInput = {}) {
  const actor = createActor(openingHoursMachine, { input });
  actor.start();
  return actor;
}

describe("opening-hours editor", () => {
  it("starts with one editable row when the venue has none", () => {
    const snap = start().getSnapshot();
    expect(snap.value).toBe("editing");
    expect(snap.context.rows).toEqual([NEW_HOURS_ROW]);
  });

  it("starts from the saved rows, and disabled when the venue is by appointment only", () => {
    const rows = [{ day_from: "Wed", day_until: "Sun", hour_from: "11:00", hour_until: "19:30" } as const];
    expect(start({ rows }).getSnapshot().context.rows).toEqual(rows);
    expect(start({ rows, byAppointment: true }).getSnapshot().value).toBe("byAppointment");
  });

  it("'+ add another date' adds a row", () => {
    const actor = start();
    actor.send({ type: "ADD_ROW" });
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
  });

  it("sets a day and a half-hour time; refuses values outside the choices", () => {
    const actor = start();
    actor.send({ type: "SET_DAY", index: 0, side: "day_from", value: "Mon" });
    actor.send({ type: "SET_TIME", index: 0, side: "hour_until", value: "23:30" });
    actor.send({ type: "SET_TIME", index: 0, side: "hour_from", value: "10:15" });
    actor.send({ type: "SET_DAY", index: 5, side: "day_from", value: "Mon" });
    expect(actor.getSnapshot().context.rows).toEqual([
      { day_from: "Mon", day_until: "Sat", hour_from: "10:00", hour_until: "23:30" },
    ]);
  });

  it("choosing daily on one side forces the other side to daily; leaving daily restores it", () => {
    const actor = start();
    actor.send({ type: "SET_DAY", index: 0, side: "day_from", value: "daily" });
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({ day_from: "daily", day_until: "daily" });
    actor.send({ type: "SET_DAY", index: 0, side: "day_from", value: "Thu" });
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({ day_from: "Thu", day_until: "Sat" });
  });

  it("works from the until side too, row by row", () => {
    const actor = start();
    actor.send({ type: "ADD_ROW" });
    actor.send({ type: "SET_DAY", index: 1, side: "day_from", value: "Mon" });
    actor.send({ type: "SET_DAY", index: 1, side: "day_until", value: "daily" });
    const rows = actor.getSnapshot().context.rows;
    expect(rows[0]).toMatchObject({ day_from: "Tue", day_until: "Sat" });
    expect(rows[1]).toMatchObject({ day_from: "daily", day_until: "daily" });
    actor.send({ type: "SET_DAY", index: 1, side: "day_until", value: "Fri" });
    expect(actor.getSnapshot().context.rows[1]).toMatchObject({ day_from: "Mon", day_until: "Fri" });
  });

  it("leaving daily on the side that was forced restores the side the reader chose daily on", () => {
    const actor = start();
    actor.send({ type: "SET_DAY", index: 0, side: "day_from", value: "Mon" });
    actor.send({ type: "SET_DAY", index: 0, side: "day_until", value: "Fri" });
    actor.send({ type: "SET_DAY", index: 0, side: "day_from", value: "daily" });
    actor.send({ type: "SET_DAY", index: 0, side: "day_until", value: "Sat" });
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({ day_from: "Mon", day_until: "Sat" });
  });

  it("'by appointment only' disables the rows until unticked", () => {
    const actor = start();
    actor.send({ type: "TOGGLE_APPOINTMENT" });
    expect(actor.getSnapshot().value).toBe("byAppointment");
    actor.send({ type: "ADD_ROW" });
    actor.send({ type: "SET_DAY", index: 0, side: "day_from", value: "Mon" });
    actor.send({ type: "SET_TIME", index: 0, side: "hour_from", value: "09:00" });
    expect(actor.getSnapshot().context.rows).toEqual([NEW_HOURS_ROW]);
    actor.send({ type: "TOGGLE_APPOINTMENT" });
    expect(actor.getSnapshot().value).toBe("editing");
  });

  it("a row's remove control removes it, but never the last row", () => {
    const actor = start();
    actor.send({ type: "ADD_ROW" });
    actor.send({ type: "SET_DAY", index: 1, side: "day_from", value: "Sun" });
    actor.send({ type: "REMOVE_ROW", index: 0 });
    expect(actor.getSnapshot().context.rows).toEqual([{ ...NEW_HOURS_ROW, day_from: "Sun" }]);
    actor.send({ type: "REMOVE_ROW", index: 0 });
    expect(actor.getSnapshot().context.rows).toHaveLength(1);
  });

  it("removing a row keeps what the other rows remember of daily", () => {
    const actor = start();
    actor.send({ type: "ADD_ROW" });
    actor.send({ type: "ADD_ROW" });
    actor.send({ type: "SET_DAY", index: 2, side: "day_from", value: "daily" });
    actor.send({ type: "REMOVE_ROW", index: 0 });
    actor.send({ type: "SET_DAY", index: 1, side: "day_from", value: "Wed" });
    expect(actor.getSnapshot().context.rows[1]).toMatchObject({ day_from: "Wed", day_until: "Sat" });
  });

  it("rows are not removed while 'by appointment only' is ticked", () => {
    const actor = start({ rows: [NEW_HOURS_ROW, NEW_HOURS_ROW], byAppointment: true });
    actor.send({ type: "REMOVE_ROW", index: 0 });
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
  });

  it("posted rows with daily on one side start daily on both", () => {
    const rows = [{ day_from: "daily", day_until: "Sat", hour_from: "10:00", hour_until: "18:00" } as const];
    expect(start({ rows }).getSnapshot().context.rows[0]).toMatchObject({ day_from: "daily", day_until: "daily" });
  });
});
