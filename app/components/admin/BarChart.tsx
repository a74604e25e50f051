import { useId } from "react";
import { niceCeiling } from "#machines/rules/admin/adminReports";

export interface Bar {
  key: string;
  /** What a bar is, in full, for its tooltip. */
  label: string;
  /** Its axis label; shown for as many bars as fit. */
  tick: string;
  value: number;
}

const WIDTH = 880;
const HEIGHT = 280;
const LEFT = 44;
const BOTTOM = 28;
const TOP = 12;

/**
 * A bar chart drawn on the server as SVG: an image with a title and a
 * description for assistive technology (the figures themselves are in the
 * table that follows it), a scale with round steps, and bars in the ink colour.
 */
export function BarChart({ title, desc, bars }: { title: string; desc: string; bars: readonly Bar[] }) {
  const id = useId();
  const top = niceCeiling(Math.max(0, ...bars.map((b) => b.value)));
  const plotW = WIDTH - LEFT - 8;
  const plotH = HEIGHT - TOP - BOTTOM;
  const slot = plotW / Math.max(1, bars.length);
  const barW = Math.max(1, slot * 0.72);
  const tickEvery = Math.max(1, Math.ceil(bars.length / 12));
  const steps = [0, 0.25, 0.5, 0.75, 1];
  return (
    <div className="admin-chart-wrap">
      <svg
        className="admin-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
        data-testid="bar-chart"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {steps.map((s) => {
          const y = TOP + plotH * (1 - s);
          return (
            <g key={s} className="admin-chart__grid">
              <line x1={LEFT} x2={WIDTH - 8} y1={y} y2={y} />
              <text x={LEFT - 8} y={y + 4} textAnchor="end">
                {Math.round(top * s)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, i) => {
          const h = (bar.value / top) * plotH;
          const x = LEFT + i * slot + (slot - barW) / 2;
          return (
            <g key={bar.key}>
              <rect
                className="admin-chart__bar"
                x={x}
                y={TOP + plotH - h}
                width={barW}
                height={h}
                data-value={bar.value}
              >
                <title>{`${bar.label}: ${bar.value}`}</title>
              </rect>
              {i % tickEvery === 0 && (
                <text className="admin-chart__tick" x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle">
                  {bar.tick}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
