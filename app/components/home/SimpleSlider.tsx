import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { parseSlides } from "#app/rules/magazine/slides";
import { CarouselDots } from "./CarouselDots";
import { onCarouselKey } from "./carouselKeys";

/** The simple slider: slides from a JSON list, with dots and captions; bad JSON shows nothing (logged). */
export function SimpleSlider({ slidesJson, label }: { slidesJson: string; label: string }) {
  const slides = parseSlides(slidesJson);
  const [viewport, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => void embla.off("select", onSelect);
  }, [embla]);
  if (slides.length === 0) return null;
  return (
    <div
      className="simple-slider"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="simple-slider"
      onKeyDown={(event) =>
        onCarouselKey(event, { previous: () => embla?.scrollPrev(), next: () => embla?.scrollNext() })
      }
    >
      <div className="simple-slider__viewport" ref={viewport}>
        <ul className="simple-slider__track">
          {slides.map((slide, i) => (
            <li
              key={i}
              className="simple-slider__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              <figure>
                {slide.url ? (
                  <a href={slide.url}>
                    <img src={slide.image} alt={slide.alt} loading={i === 0 ? "eager" : "lazy"} />
                  </a>
                ) : (
                  <img src={slide.image} alt={slide.alt} loading={i === 0 ? "eager" : "lazy"} />
                )}
                {slide.caption ? <figcaption>{slide.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <CarouselDots
        className="simple-slider__dots"
        count={slides.length}
        selected={selected}
        name="Slide"
        onGo={(i) => embla?.scrollTo(i)}
      />
    </div>
  );
}
