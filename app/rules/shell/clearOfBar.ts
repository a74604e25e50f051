/** A box's vertical extent on screen, in CSS pixels from the viewport's top. */
export interface VerticalBox {
  top: number;
  bottom: number;
}

/** The room kept between a lifted control and the bar over the page's bottom. */
const CLEARANCE = 16;

/**
 * How far to scroll the page so no form control on screen sits under a bar fixed to the
 * viewport's bottom (the privacy notice): the lowest covered control is lifted clear of it.
 * 0 when nothing on screen is covered. The page keeps room at its end for the bar, so the
 * scroll is always possible.
 */
export function liftClearOfBar(controls: readonly VerticalBox[], viewportHeight: number, barHeight: number): number {
  const barTop = viewportHeight - barHeight;
  const covered = controls.filter((c) => c.bottom > c.top && c.top < viewportHeight && c.bottom > barTop);
  if (covered.length === 0) return 0;
  return Math.ceil(Math.max(...covered.map((c) => c.bottom)) - barTop + CLEARANCE);
}
