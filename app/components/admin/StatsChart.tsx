import { chartGeometry, type MonthTotals } from "#app/rules/admin/newsletterChart";
import { monthLabel, NEWSLETTER_TEXTS } from "#machines/rules/admin/adminNewsletter";

/** Newsletter mails per month as a server-rendered SVG; the table beside it holds the same numbers. */
export function StatsChart({ totals }: { totals: readonly MonthTotals[] }) {
  const g = chartGeometry(totals);
  const sum = totals.reduce((s, t) => s + t.recipients, 0);
  return (
    <figure className="nl-chart">
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-labelledby="nl-chart-title nl-chart-desc"
        data-testid="stats-chart"
      >
        <title id="nl-chart-title">{NEWSLETTER_TEXTS.statsChartTitle}</title>
        <desc id="nl-chart-desc">
          {sum} mails over {totals.length} months; delivered in black, failed in red, unsubscribes as the grey bar
          beside each month.
        </desc>
        {g.ticks.map((t) => (
          <g key={t.value}>
            <line x1={40} x2={g.width} y1={t.y} y2={t.y} className="nl-chart__grid" />
            <text x={36} y={t.y + 4} textAnchor="end" className="nl-chart__tick">
              {t.value}
            </text>
          </g>
        ))}
        {g.bars.map((b) => (
          <g key={b.month}>
            <rect x={b.x} y={b.waiting.y} width={b.width} height={b.waiting.height} className="nl-chart__waiting" />
            <rect x={b.x} y={b.failed.y} width={b.width} height={b.failed.height} className="nl-chart__failed" />
            <rect
              x={b.x}
              y={b.delivered.y}
              width={b.width}
              height={b.delivered.height}
              className="nl-chart__delivered"
            />
            <rect
              x={b.unsubscribed.x}
              y={b.unsubscribed.y}
              width={4}
              height={b.unsubscribed.height}
              className="nl-chart__unsub"
            />
            <text x={b.x + b.width / 2} y={g.height - 8} textAnchor="middle" className="nl-chart__tick">
              {monthLabel(b.month).slice(0, 3)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="nl-legend">
        <span className="nl-legend__item nl-legend__item--delivered">Delivered</span>
        <span className="nl-legend__item nl-legend__item--failed">Failed</span>
        <span className="nl-legend__item nl-legend__item--waiting">Waiting</span>
        <span className="nl-legend__item nl-legend__item--unsub">Unsubscribed</span>
      </figcaption>
    </figure>
  );
}
