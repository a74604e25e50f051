import { useCallback, useEffect, useRef } from "react";
import { ViewingRoomCard } from "#app/components/viewingRooms/ViewingRoomCard";
import { useMachine } from "#app/lib/actors";
import { track } from "#app/lib/analytics";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { SPOTLIGHT_PROMOTION, spotlightSlidesPerScreen } from "#machines/rules/magazine/homepage";
import { spotlightCarouselMachine, spotlightSlides } from "#machines/spotlightCarousel";
import { HomeCarousel } from "./HomeCarousel";

/** The spotlight's slides on the spotlight machine; loaded with its rooms (SpotlightCarousel). */
export function SpotlightSlides({ rooms }: { rooms: Article[] }) {
  const byId = new Map(rooms.map((r) => [r.id, r]));
  const [state, send] = useMachine(
    spotlightCarouselMachine.provide({
      actions: {
        reportImpressions: (_, { ids }) => {
          if (ids.length === 0) return;
          track({
            event: "promotionImpression",
            promotion: SPOTLIGHT_PROMOTION,
            items: ids.map((id) => ({ id, name: byId.get(id)?.title ?? "" })),
          });
        },
      },
    }),
    { input: { rooms: rooms.map((r) => r.id), perScreen: spotlightSlidesPerScreen(1280) } },
  );
  useEffect(() => {
    const fit = () => send({ type: "RESIZE", perScreen: spotlightSlidesPerScreen(window.innerWidth) });
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [send]);
  const scroller = useRef<{ scrollTo: (page: number) => void } | null>(null);
  const onReady = useCallback((api: { scrollTo: (page: number) => void }) => {
    scroller.current = api;
  }, []);
  const onPage = useCallback((page: number) => send({ type: "GO", page }), [send]);
  const slides = spotlightSlides(state.context);
  return (
    <HomeCarousel
      label="Spotlight viewing rooms"
      perScreen={state.context.perScreen}
      loop
      onPage={onPage}
      onReady={onReady}
      testId="spotlight-carousel"
      slides={slides.map((id, i) => {
        const room = byId.get(id)!;
        return (
          <ViewingRoomCard
            key={`${id}-${i}`}
            room={room}
            onFollow={() =>
              track({
                event: "promotionClick",
                promotion: SPOTLIGHT_PROMOTION,
                items: [{ id, name: room.title, position: i }],
              })
            }
          />
        );
      })}
    />
  );
}
