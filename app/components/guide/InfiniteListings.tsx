import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, type ReactNode } from "react";
import { fromPromise } from "xstate";
import { INFINITE_SCROLL_MARGIN_PX, infiniteListMachine, infiniteListStatus, type PageAnswer } from "../../../machines/guideInfiniteList";
import { infiniteListTexts } from "../../../machines/guideInfiniteList";
import type { GuideExhibition, Paged } from "../../../workers/db/guideTypes";
import { Pager } from "./Pager";

const machine = infiniteListMachine<GuideExhibition>();

/** One page from the guide's api path (spec 2 §3 "Paged lists"): a 404 means no such page. */
async function fetchGuidePage(url: string): Promise<PageAnswer<GuideExhibition>> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (res.status === 404) return { found: false };
  if (!res.ok) throw new Error(`the list answered ${res.status}`);
  const body = (await res.json()) as { _embedded: { items: GuideExhibition[] }; pages: number };
  return { found: true, items: body._embedded.items, pages: body.pages };
}

/**
 * A server-rendered page of listings that goes on loading the next pages as
 * the reader scrolls within 200 px of its end; the real page links stay
 * underneath (pointing past what is loaded) for readers without JavaScript.
 */
export function InfiniteListings({
  first,
  apiUrl,
  hrefFor,
  children,
}: {
  first: Paged<GuideExhibition>;
  apiUrl: (page: number) => string;
  hrefFor: (page: number) => string;
  children: (items: GuideExhibition[]) => ReactNode;
}) {
  const actor = useActorRef(
    machine.provide({ actors: { fetchPage: fromPromise(({ input }: { input: { page: number } }) => fetchGuidePage(apiUrl(input.page))) } }),
    { input: { items: first.items, page: first.page, pages: first.pages } },
  );
  const items = useSelector(actor, (s) => s.context.items);
  const page = useSelector(actor, (s) => s.context.page);
  const status = useSelector(actor, infiniteListStatus);
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = marker.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: "NEAR_END" });
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    // A page that loaded but still leaves the marker in view asks again.
    const sub = actor.subscribe((s) => {
      if (!s.matches("idle")) return;
      const rect = element.getBoundingClientRect();
      if (rect.top - window.innerHeight <= INFINITE_SCROLL_MARGIN_PX) actor.send({ type: "NEAR_END" });
    });
    return () => {
      observer.disconnect();
      sub.unsubscribe();
    };
  }, [actor]);

  return (
    <>
      {children(items)}
      <div ref={marker} className="g-infinite" aria-live="polite">
        {status && <p className={status === infiniteListTexts.error ? "g-infinite__error" : "g-infinite__status"}>{status}</p>}
      </div>
      <Pager page={page} pages={first.pages} total={first.total} hrefFor={hrefFor} />
    </>
  );
}
