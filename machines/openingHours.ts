import { assign, setup } from "xstate";
import {
  canRemoveHoursRow,
  HOURS_DAYS,
  HOURS_TIMES,
  type HoursDay,
  type HoursRow,
  NEW_HOURS_ROW,
  withDailyRule,
  withoutHoursRow,
} from "#machines/rules/admin/admin";

/**
 * The venue opening-hours editor: rows of from/until day
 * and time; 'by appointment only' disables the rows (state `byAppointment`);
 * '+ add another date' adds a row and each row's remove control removes it,
 * never the last one; choosing daily on one side forces the other side to
 * daily, and leaving daily restores the other side to the value it had
 * before (kept per row in `remembered`).
 */
export type DaySide = "day_from" | "day_until";
export type TimeSide = "hour_from" | "hour_until";

export type OpeningHoursEvent =
  | { type: "SET_DAY"; index: number; side: DaySide; value: HoursDay }
  | { type: "SET_TIME"; index: number; side: TimeSide; value: string }
  | { type: "ADD_ROW" }
  | { type: "REMOVE_ROW"; index: number }
  | { type: "TOGGLE_APPOINTMENT" };

export interface OpeningHoursContext {
  rows: HoursRow[];
  /** Per row: both days as they were before daily was chosen; leaving daily on either side restores the other. */
  remembered: (Record<DaySide, HoursDay> | null)[];
  /** The saved venue was 'by appointment only'. */
  startsByAppointment: boolean;
}

export interface OpeningHoursInput {
  rows?: readonly HoursRow[];
  byAppointment?: boolean;
}

const other = (side: DaySide): DaySide => (side === "day_from" ? "day_until" : "day_from");

function setDay(
  context: OpeningHoursContext,
  event: Extract<OpeningHoursEvent, { type: "SET_DAY" }>,
): OpeningHoursContext {
  const row = context.rows[event.index];
  if (!row || !HOURS_DAYS.includes(event.value)) return context;
  const rows = [...context.rows];
  const remembered = [...context.remembered];
  const next: HoursRow = { ...row, [event.side]: event.value };
  const otherSide = other(event.side);
  if (event.value === "daily" && row[otherSide] !== "daily") {
    remembered[event.index] = { day_from: row.day_from, day_until: row.day_until };
    next[otherSide] = "daily";
  } else if (event.value !== "daily" && row[event.side] === "daily") {
    next[otherSide] = remembered[event.index]?.[otherSide] ?? event.value;
    remembered[event.index] = null;
  }
  rows[event.index] = next;
  return { ...context, rows, remembered };
}

export const openingHoursMachine = setup({
  types: {} as { context: OpeningHoursContext; events: OpeningHoursEvent; input: OpeningHoursInput },
  actions: {
    setDay: assign(({ context, event }) => (event.type === "SET_DAY" ? setDay(context, event) : {})),
    setTime: assign(({ context, event }) => {
      if (event.type !== "SET_TIME" || !context.rows[event.index] || !HOURS_TIMES.includes(event.value)) return {};
      const rows = [...context.rows];
      rows[event.index] = { ...context.rows[event.index]!, [event.side]: event.value };
      return { rows };
    }),
    addRow: assign(({ context }) => ({
      rows: [...context.rows, { ...NEW_HOURS_ROW }],
      remembered: [...context.remembered, null],
    })),
    removeRow: assign(({ context, event }) =>
      event.type === "REMOVE_ROW"
        ? {
            rows: withoutHoursRow(context.rows, event.index),
            remembered: withoutHoursRow(context.remembered, event.index),
          }
        : {},
    ),
  },
  guards: {
    canRemoveRow: ({ context }) => canRemoveHoursRow(context.rows.length),
  },
}).createMachine({
  id: "openingHours",
  context: ({ input }) => {
    // Saved or posted rows follow the daily rule from the start.
    const rows = input.rows?.length ? input.rows.map((r) => withDailyRule({ ...r })) : [{ ...NEW_HOURS_ROW }];
    return { rows, remembered: rows.map(() => null), startsByAppointment: input.byAppointment === true };
  },
  initial: "checkInput",
  states: {
    checkInput: {
      always: [{ guard: ({ context }) => context.startsByAppointment, target: "byAppointment" }, { target: "editing" }],
    },
    editing: {
      on: {
        SET_DAY: { actions: "setDay" },
        SET_TIME: { actions: "setTime" },
        ADD_ROW: { actions: "addRow" },
        REMOVE_ROW: { guard: "canRemoveRow", actions: "removeRow" },
        TOGGLE_APPOINTMENT: { target: "byAppointment" },
      },
    },
    /** The rows are disabled: edits are ignored until the box is unticked. */
    byAppointment: {
      on: { TOGGLE_APPOINTMENT: { target: "editing" } },
    },
  },
});
