import { type PointerEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ImageGrid } from "#app/components/home/ImageGrid";
import { PauseButton } from "#app/components/home/PauseButton";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { useMachine } from "#app/lib/actors";
import { pageTitle } from "#app/lib/meta";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import { useReducedMotion } from "#app/lib/useReducedMotion";
import homeCss from "#app/styles/home.css?url";
import magazineCss from "#app/styles/magazine.css?url";
import {
  ALL_IMAGES_ID,
  DRAG_THRESHOLD_PX,
  SLIDE_ANIMATION_MS,
  SLIDE_SPACING_PX,
  SLIDESHOW_INDEX_PARAM,
  slideCounter,
  slideIndexFrom,
  viewingRoomTexts,
} from "#machines/rules/magazine/slideshow";
import { slideshowMachine } from "#machines/slideshow";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/slideshow";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss), stylesheet(homeCss)];

/** A viewing room's images as a slideshow; the current slide is ?idx (works without JavaScript too). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slideshow = await context.get(guideContext).slideshow(params.room);
  if (!slideshow) throw new Response("No such viewing room", { status: 404 });
  const { room, images, grid, ads } = slideshow;
  const idx = slideIndexFrom(new URL(request.url).searchParams.get(SLIDESHOW_INDEX_PARAM), images.length);
  return { room, images, idx, grid, ads };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: pageTitle(data ? `${data.room.title}: slideshow` : "Slideshow") }];
}

/** Where the arrow keys move a caret or a choice, not the slides. */
function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
      target.closest("[role=slider]") !== null)
  );
}

export default function Slideshow({ loaderData }: Route.ComponentProps) {
  const { room, images, idx, grid, ads } = loaderData;
  const { apiPath } = useRootData().config;
  const [, setSearchParams] = useSearchParams();
  const reduced = useReducedMotion();
  const [state, send] = useMachine(
    slideshowMachine.provide({
      actions: {
        showIndex: ({ context }) =>
          setSearchParams(
            { [SLIDESHOW_INDEX_PARAM]: String(context.index) },
            { replace: true, preventScrollReset: true },
          ),
      },
    }),
    { input: { count: images.length, index: idx } },
  );
  // Media flip from the start; a reader who prefers reduced motion gets them still.
  useEffect(() => {
    if (reduced) send({ type: "REDUCE_MOTION" });
  }, [reduced, send]);
  // The slideshow is the page's main content: the arrow keys turn it wherever the focus is,
  // except in a field, with a modifier, or while a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target) || document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      send({ type: "KEY", key: event.key });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [send]);
  const index = state.context.index;
  const count = images.length;
  const start = useRef<number | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState(0);
  // The machine debounces these (250 ms) before the track is laid out in px again.
  useEffect(() => {
    const measure = () => {
      if (viewport.current) send({ type: "RESIZE", width: viewport.current.clientWidth });
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [send]);
  const { slideWidth } = state.context;
  const resizing = state.matches({ layout: "resizing" });
  // Percent until measured (server render, no JavaScript), then the settled px width.
  const offset =
    slideWidth === null
      ? `${-index * 100}% - ${index * SLIDE_SPACING_PX}px`
      : `${-index * (slideWidth + SLIDE_SPACING_PX)}px`;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDrag(event.clientX - start.current);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    setDrag(0);
    if (Math.abs(dx) >= DRAG_THRESHOLD_PX) send({ type: "SWIPE", dx });
    else {
      const box = event.currentTarget.getBoundingClientRect();
      send({ type: "HALF_CLICK", right: event.clientX - box.left > box.width / 2 });
    }
  };
  const href = (i: number) => `?${SLIDESHOW_INDEX_PARAM}=${i}`;
  const go = (event: React.MouseEvent, type: "NEXT" | "PREVIOUS" | "REWIND") => {
    event.preventDefault();
    send({ type });
  };

  return (
    <div className="page mag-page home slideshow">
      <header className="slideshow__header">
        <Html as="p" className="vr-card__artists" html={room.subtitleFormatted} />
        <h1 className="slideshow__title">
          <Html html={room.leadFormatted} />
        </h1>
        <p className="vr-card__venue">
          <Link to={room.url}>
            <Html html={room.titleFormatted} />
          </Link>
          {room.section ? `, ${room.section}` : ""}
        </p>
      </header>
      <div
        className="slideshow__viewport"
        ref={viewport}
        tabIndex={0}
        role="region"
        aria-roledescription="slideshow"
        aria-label="Images"
        data-testid="slideshow"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
          setDrag(0);
        }}
      >
        <ul
          className="slideshow__track"
          style={{
            gap: SLIDE_SPACING_PX,
            transform: `translateX(calc(${offset} + ${drag}px))`,
            transition: drag !== 0 || reduced || resizing ? "none" : `transform ${SLIDE_ANIMATION_MS}ms ease`,
          }}
        >
          {images.map((image, i) => (
            <li key={image.id} className="slideshow__slide" aria-hidden={i !== index}>
              <figure>
                <img
                  src={image.path_large}
                  alt=""
                  width={image.width}
                  height={image.height}
                  draggable={false}
                  loading={Math.abs(i - index) <= 1 ? "eager" : "lazy"}
                />
                {image.captionFormatted ? <Html as="figcaption" html={image.captionFormatted} /> : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <nav className="slideshow__controls" aria-label="Slideshow">
        <a
          href={href(Math.max(index - 1, 0))}
          className="home-arrow"
          aria-label="Previous"
          aria-disabled={index === 0}
          onClick={(e) => go(e, "PREVIOUS")}
        >
          <span aria-hidden="true">←</span>
        </a>
        <p className="home-counter" data-testid="slideshow-counter" aria-live="polite">
          {slideCounter(index, count)}
        </p>
        <a
          href={href(Math.min(index + 1, count - 1))}
          className="home-arrow"
          aria-label="Next"
          aria-disabled={index === count - 1}
          onClick={(e) => go(e, "NEXT")}
        >
          <span aria-hidden="true">→</span>
        </a>
        <a href={href(0)} className="mag-arrow-link slideshow__rewind" onClick={(e) => go(e, "REWIND")}>
          Rewind
        </a>
        {count > 1 ? (
          <PauseButton
            paused={!state.matches({ flipping: "playing" })}
            onToggle={() => send({ type: state.matches({ flipping: "playing" }) ? "PAUSE" : "PLAY" })}
            label="slideshow"
          />
        ) : null}
      </nav>
      <section id={ALL_IMAGES_ID} aria-labelledby="slideshow-all" className="home-section">
        <h2 id="slideshow-all" className="home-label home-label--rule">
          {viewingRoomTexts.allImages}
        </h2>
        <ImageGrid
          articleId={room.id}
          images={grid.images}
          page={grid.page}
          pages={grid.pages}
          ads={ads}
          apiPath={apiPath}
        />
      </section>
    </div>
  );
}
