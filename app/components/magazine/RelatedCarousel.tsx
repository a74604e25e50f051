import { useCallback, useEffect, useState } from "react";
import { useEmblaOnDemand } from "#app/lib/useEmblaOnDemand";
import type { ArticleTeaser } from "#machines/rules/magazine/teaserTypes";
import { RelatedCard } from "./RelatedCard";

/** The related-articles carousel: 4 slides a screen on desktop, 1 on small screens, dots when asked. */
export function RelatedCarousel({
  articles,
  perScreen,
  dots,
}: {
  articles: ArticleTeaser[];
  perScreen: number;
  dots: boolean;
}) {
  const [viewport, embla] = useEmblaOnDemand(true, {
    align: "start",
    slidesToScroll: perScreen,
    containScroll: "trimSnaps",
  });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const onSelect = useCallback(() => embla && setSelected(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    setSnaps(embla.scrollSnapList());
    embla.on("select", onSelect).on("reInit", () => setSnaps(embla.scrollSnapList()));
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, onSelect]);
  return (
    <div
      className="mag-carousel"
      data-testid="related-carousel"
      style={{ "--per-screen": perScreen } as React.CSSProperties}
    >
      <div className="mag-carousel__viewport" ref={viewport}>
        <ul className="mag-carousel__track">
          {articles.map((a, i) => (
            <li key={a.id} className="mag-carousel__slide mag-related__item">
              <RelatedCard article={a} position={i} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mag-carousel__controls">
        <button
          type="button"
          className="mag-carousel__arrow"
          onClick={() => embla?.scrollPrev()}
          aria-label="Previous related articles"
        >
          ‹
        </button>
        {dots ? (
          <span className="mag-carousel__dots">
            {snaps.map((_, i) => (
              <button
                key={i}
                type="button"
                className="mag-carousel__dot"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === selected || undefined}
                onClick={() => embla?.scrollTo(i)}
              />
            ))}
          </span>
        ) : null}
        <button
          type="button"
          className="mag-carousel__arrow"
          onClick={() => embla?.scrollNext()}
          aria-label="Next related articles"
        >
          ›
        </button>
      </div>
    </div>
  );
}
