import { useId } from "react";
import { SHADE_STEPS, shadeOf } from "#machines/rules/admin/adminReports";

export interface MapShape {
  code: string;
  name: string;
  d: string;
}

/**
 * A world choropleth drawn on the server as SVG: each country shaded by its
 * count on a square-root scale, its name and count in a tooltip, with a
 * legend; an image with a title and description, the table below it carries
 * the figures.
 */
export function Choropleth({
  title,
  desc,
  shapes,
  counts,
  width,
  height,
}: {
  title: string;
  desc: string;
  shapes: readonly MapShape[];
  counts: Readonly<Record<string, number>>;
  width: number;
  height: number;
}) {
  const id = useId();
  const max = Math.max(0, ...Object.values(counts));
  return (
    <figure className="admin-map">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="choropleth">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {shapes.map((shape, i) => {
          const count = counts[shape.code] ?? 0;
          return (
            <path
              key={`${shape.code}-${i}`}
              d={shape.d}
              className={`admin-map__shade-${shadeOf(count, max)}`}
              data-country={shape.code}
              data-count={count}
            >
              <title>{`${shape.name}: ${count}`}</title>
            </path>
          );
        })}
      </svg>
      <figcaption className="admin-map__legend" aria-hidden="true">
        <span>0</span>
        {Array.from({ length: SHADE_STEPS + 1 }, (_, shade) => (
          <span key={shade} className={`admin-map__swatch admin-map__shade-${shade}`} />
        ))}
        <span>{max}</span>
      </figcaption>
    </figure>
  );
}
