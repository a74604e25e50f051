import type { ReactNode } from "react";

/** A homepage carousel's slides, labelled "n of total": the same markup before and after embla takes over. */
export function CarouselTrack({ slides }: { slides: ReactNode[] }) {
  return (
    <ul className="home-carousel__track">
      {slides.map((slide, i) => (
        <li key={i} className="home-carousel__slide" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
          {slide}
        </li>
      ))}
    </ul>
  );
}
