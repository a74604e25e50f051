/** One dot a page (or slide) of a carousel; the current one marked. */
export function CarouselDots({
  count,
  selected,
  name,
  onGo,
  className = "home-carousel__dots",
}: {
  count: number;
  selected: number;
  /** "Page" or "Slide": the dots read "Page 2 of 5". */
  name: string;
  onGo: (index: number) => void;
  className?: string;
}) {
  return (
    <span className={className}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="home-carousel__dot"
          aria-label={`${name} ${i + 1} of ${count}`}
          aria-current={i === selected || undefined}
          onClick={() => onGo(i)}
        />
      ))}
    </span>
  );
}
