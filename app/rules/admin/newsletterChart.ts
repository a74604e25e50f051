/**
 * The email marketer statistics chart: per month, a bar of the recipients
 * split into delivered, failed and still waiting, and a thin bar of the
 * unsubscribes beside it. Geometry only, for a server-rendered SVG.
 */
export interface MonthTotals {
  month: string;
  recipients: number;
  delivered: number;
  failed: number;
  unsubscribed: number;
}

export interface ChartBar {
  month: string;
  x: number;
  width: number;
  delivered: { y: number; height: number };
  failed: { y: number; height: number };
  waiting: { y: number; height: number };
  unsubscribed: { x: number; y: number; height: number };
}

export interface ChartGeometry {
  width: number;
  height: number;
  plotTop: number;
  plotBottom: number;
  max: number;
  ticks: { value: number; y: number }[];
  bars: ChartBar[];
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `value`. */
export function niceMax(value: number): number {
  if (value <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** Totals per month from dispatch rows, for every month of `months` (months without a dispatch are zero). */
export function totalsByMonth(
  months: readonly string[],
  dispatches: readonly {
    createdAt: string;
    recipients: number;
    delivered: number;
    failed: number;
    unsubscribed: number;
  }[],
): MonthTotals[] {
  const byMonth = new Map(
    months.map((m) => [m, { month: m, recipients: 0, delivered: 0, failed: 0, unsubscribed: 0 }]),
  );
  for (const d of dispatches) {
    const t = byMonth.get(d.createdAt.slice(0, 7));
    if (!t) continue;
    t.recipients += d.recipients;
    t.delivered += d.delivered;
    t.failed += d.failed;
    t.unsubscribed += d.unsubscribed;
  }
  return [...byMonth.values()];
}

export function chartGeometry(totals: readonly MonthTotals[], width = 720, height = 260): ChartGeometry {
  const plotTop = 16;
  const plotBottom = height - 28;
  const left = 44;
  const plotHeight = plotBottom - plotTop;
  const max = niceMax(Math.max(0, ...totals.map((t) => t.recipients)));
  const scale = (n: number) => (n / max) * plotHeight;
  const slot = (width - left - 8) / Math.max(1, totals.length);
  const barWidth = Math.max(6, Math.round(slot * 0.55));
  const bars = totals.map((t, i) => {
    const x = Math.round(left + i * slot + (slot - barWidth) / 2);
    const waiting = Math.max(0, t.recipients - t.delivered - t.failed);
    const hD = scale(t.delivered);
    const hF = scale(t.failed);
    const hW = scale(waiting);
    const hU = scale(t.unsubscribed);
    return {
      month: t.month,
      x,
      width: barWidth,
      delivered: { y: plotBottom - hD, height: hD },
      failed: { y: plotBottom - hD - hF, height: hF },
      waiting: { y: plotBottom - hD - hF - hW, height: hW },
      unsubscribed: { x: x + barWidth + 2, y: plotBottom - hU, height: hU },
    };
  });
  const ticks = [0, 0.5, 1].map((f) => ({ value: Math.round(max * f), y: plotBottom - f * plotHeight }));
  return { width, height, plotTop, plotBottom, max, ticks, bars };
}
