import { useActorRef, useSelector } from "@xstate/react";
import { type ReactNode } from "react";
import { fromPromise } from "xstate";
import { createInfiniteListMachine, PageNotFound, type PageResult } from "../../../machines/infiniteList";
import { guideTexts } from "../../../machines/rules/guide";
import type { GuideExhibition, Paged } from "../../../workers/db/guideTypes";
import { useNearEnd } from "./useNearEnd";
import { Pager } from "./Pager";

const machine = createInfiniteListMachine<GuideExhibition>();

/** One page from the guide's api path (spec 2 §3 "Paged lists"): a 404 means no such page. */
async function fetchGuidePage(url: string, page: number): Promise<PageResult<GuideExhibition>> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (res.status === 404) throw new PageNotFound();
  if (!res.ok) throw new Error(`the list answered ${res.status}`);
  const body = (await res.json()) as { _embedded: { items: GuideExhibition[] }; pages: number; total: number };
  return { items: body._embedded.items, page, pages: body.pages, total: body.total };
}

/**
 * A server-rendered page of listings that goes on loading the next pages as
 * the reader scrolls within 200 px of its end ('Loading next page...', the
 * error text on failure, a 404 as all loaded); the real page links stay
 * underneath (pointing past what is loaded) for readers without JavaScript.
 * A `first` page numbered 0 has nothing server-rendered: page one is fetched
 * on mount and shows 'Loading...'. A failed load stays an error until refresh.
 * A list that turns out empty shows `empty`.
 */
export function InfiniteListings({
  first,
  apiUrl,
  hrefFor,
  empty,
  children,
}: {
  first: Paged<GuideExhibition>;
  apiUrl: (page: number) => string;
  hrefFor: (page: number) => string;
  empty?: ReactNode;
  children: (items: GuideExhibition[]) => ReactNode;
}) {
  const actor = useActorRef(
    machine.provide({ actors: { loadPage: fromPromise(({ input }: { input: { page: number } }) => fetchGuidePage(apiUrl(input.page), input.page)) } }),
    { input: { page: first.page, pages: first.pages, total: first.total, errorMessage: guideTexts.loadError } },
  );
  const loaded = useSelector(actor, (s) => s.context.loaded);
  const page = useSelector(actor, (s) => (s.context.allPagesLoaded ? s.context.pages : s.context.page));
  // Page one is "Loading..." when the client fetches it itself (first.page 0), later pages "Loading next page...".
  const status = useSelector(actor, (s) => (s.matches("loadingFirst") ? guideTexts.loading : s.matches("loading") ? guideTexts.loadingNext : null));
  const error = useSelector(actor, (s) => s.context.error);
  const pages = useSelector(actor, (s) => s.context.pages);
  const total = useSelector(actor, (s) => s.context.total);
  const items = [...first.items, ...loaded];
  const isEmpty = useSelector(actor, (s) => s.matches("allLoaded")) && items.length === 0;
  const marker = useNearEnd(() => actor.send({ type: "NEAR_LOADER" }), actor);

  return (
    <>
      {isEmpty ? empty : children(items)}
      <div ref={marker} className="g-infinite" aria-live="polite">
        {status && <p className="g-infinite__status">{status}</p>}
        {error && <p className="g-infinite__error">{error}</p>}
      </div>
      <Pager page={page} pages={pages} total={total} hrefFor={hrefFor} />
    </>
  );
}
