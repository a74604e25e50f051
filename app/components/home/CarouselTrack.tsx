import type { CSSProperties, ReactNode } from "react";

/** A homepage carousel's slides, labelled "n of total": the same markup before and after embla takes over. */
export function CarouselTrack({ slides }: { slides: ReactNode[] }) {
  return (
    <ul className="home-carousel__track">
      {slides.map((slide, i) => (
        <li
          key={i}
          className="home-carousel__slide"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${slides.length}`}
        >
          {slide}
        </li>
      ))}
    </ul>
  );
}

/** The labelled carousel region around a track: the same before and after embla takes over. */
export function carouselRegion({ label, perScreen, testId }: { label: string; perScreen: number; testId?: string }) {
  return {
    className: "home-carousel",
    role: "region",
    "aria-roledescription": "carousel",
    "aria-label": label,
    "data-testid": testId,
    style: { "--per-screen": perScreen } as CSSProperties,
  };
}
