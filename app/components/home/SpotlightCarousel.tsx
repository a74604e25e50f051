import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useRef } from "react";
import {
  RANDOM_VIEWING_ROOMS_PAGE_SIZE,
} from "../../../machines/rules/magazine";
import { SPOTLIGHT_BLOCK_SIZE, SPOTLIGHT_PROMOTION, spotlightSlidesPerScreen, spotlightTitle } from "../../../machines/rules/homepage";
import { spotlightCarouselMachine, spotlightSlides } from "../../../machines/spotlightCarousel";
import type { Article } from "../../../workers/db/articles";
import { track } from "../../lib/analytics";
import { useRootData } from "../../lib/rootData";
import { ViewingRoomCard } from "../viewingRooms/ViewingRoomCard";
import { HomeCarousel } from "./HomeCarousel";
import { useLazyData } from "./useLazyData";
import { LazyPlaceholder } from "./LazyPlaceholder";

/**
 * Section 6 of spec 2 §2: 'Spotlight on select {month} Advertisers', a
 * carousel of random viewing rooms (a block of 52), 3 a screen or 1 below
 * 840 px, padded to a multiple of that; impressions and clicks go to
 * analytics as the promotion 'spotlight'. Lazy. `today` names the month.
 */
export function SpotlightCarousel({ today }: { today: string }) {
  const { apiPath } = useRootData().config;
  const { ref, data } = useLazyData<{ _embedded: { items: Article[] } }>(
    `${apiPath}/items/issue/type/600?pageSize=${RANDOM_VIEWING_ROOMS_PAGE_SIZE}`,
  );
  const rooms = data?._embedded.items.slice(0, SPOTLIGHT_BLOCK_SIZE) ?? [];
  return (
    <section ref={ref} className="home-section home-spotlight" aria-labelledby="home-spotlight" data-testid="spotlight">
      <h2 id="home-spotlight" className="home-label home-label--rule">
        {spotlightTitle(new Date(today))}
      </h2>
      {rooms.length > 0 ? <SpotlightSlides rooms={rooms} /> : <LazyPlaceholder href="/viewing-rooms" text="See all viewing rooms" />}
    </section>
  );
}

function SpotlightSlides({ rooms }: { rooms: Article[] }) {
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
            onFollow={() => track({ event: "promotionClick", promotion: SPOTLIGHT_PROMOTION, items: [{ id, name: room.title, position: i }] })}
          />
        );
      })}
    />
  );
}
