import { useState } from "react";
import { lazyComponent } from "#app/lib/lazy";
import { useInView } from "#app/lib/useInView";
import { CarouselTrack, carouselRegion } from "./CarouselTrack";
import type { HomeCarouselProps } from "./homeCarouselProps";

/** How far below the screen a carousel starts loading embla, so it is ready when seen. */
const NEAR_SCREEN_PX = 600;

/**
 * The carousel as the server renders it (and as embla starts): the labelled
 * region with its track of slides; the controls come with embla once it has
 * measured its pages.
 */
function CarouselFrame({
  label,
  perScreen,
  slides,
  testId,
  frameRef,
}: HomeCarouselProps & { frameRef?: (element: HTMLDivElement | null) => void }) {
  return (
    <div ref={frameRef} {...carouselRegion({ label, perScreen, testId })}>
      <div className="home-carousel__viewport">
        <CarouselTrack slides={slides} />
      </div>
    </div>
  );
}

const EmblaCarousel = lazyComponent<HomeCarouselProps>(
  () => import("./EmblaCarousel").then((m) => ({ default: m.EmblaCarousel })),
  {
    fallback: (props) => <CarouselFrame {...props} />,
  },
);

/**
 * The homepage carousels (Most Read, Spotlight): the same markup as the
 * server's until the carousel nears the screen, then embla (loaded then)
 * takes it over with arrows, dots and keys.
 */
export function HomeCarousel(props: HomeCarouselProps) {
  const [near, setNear] = useState(false);
  const { ref: frame } = useInView<HTMLDivElement>(() => setNear(true), { belowPx: NEAR_SCREEN_PX, once: true });
  if (near) return <EmblaCarousel {...props} />;
  return <CarouselFrame {...props} frameRef={(element) => void (frame.current = element)} />;
}
