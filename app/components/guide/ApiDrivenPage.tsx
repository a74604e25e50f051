import { type MouseEvent, useState } from "react";
import { Link } from "#app/components/navigation/Link";
import type { Grouping } from "#app/rules/guide/guideGroups";
import { SHOW_FILTER_LABELS, SHOW_FILTERS, type ShowFilter } from "#machines/rules/guide/guide";
import type { ListingExhibition, Paged } from "#machines/rules/guide/guideTypes";
import { GroupedListings } from "./GroupedListings";
import { GuideEmpty } from "./GuideEmpty";
import { InfiniteListings } from "./InfiniteListings";
import type { ListingOptions } from "./ListingCard";

/** The inputs of the Guide API-driven page. */
export interface ApiDrivenPageProps {
  /** The list's api path with its own query (e.g. `/api/guide/list/place/new-york?category=all`); page, size and show are added. */
  apiPath: string;
  /** What the sections hold. The guide's paged lists are exhibition lists; venue sections appear in search results. */
  sectionType: "exhibitions";
  /** The empty state's text; it links to the guide home either way. */
  emptyStateMessage?: string;
  /** The page's own path with its query: the real page links and the toggle's links point there. */
  artguidePath: string;
  /** How the sections group the listings, and what each listing card shows. */
  sectionOptions: { grouping: Grouping; listing: ListingOptions };
  /** A link in the first section's show-all area. */
  showAllLink?: { href: string; label: string };
  /** The all/active toggle and the value the server rendered; absent, the page has no toggle. */
  allActiveToggle?: ShowFilter;
  /** Page one (or the page asked for) as the server rendered it. */
  first: Paged<ListingExhibition>;
  /** Told the count of the list shown (null while it loads), so a heading can follow the toggle. */
  onTotal?: (total: number | null) => void;
}

/** `path` with ?page and ?show set (page 1 and show=all are the defaults, so left out). */
function pageHref(path: string, page: number, show: ShowFilter | undefined): string {
  const url = new URL(path, "http://guide.local");
  url.searchParams.delete("page");
  url.searchParams.delete("show");
  if (show && show !== "all") url.searchParams.set("show", show);
  if (page > 1) url.searchParams.set("page", String(page));
  return `${url.pathname}${url.search}`;
}

/** `apiPath` with the page, size and show of a call. */
function apiHref(apiPath: string, page: number, size: number, show: ShowFilter | undefined): string {
  const url = new URL(apiPath, "http://guide.local");
  if (show) url.searchParams.set("show", show);
  url.searchParams.set("page", String(page));
  url.searchParams.set("size", String(size));
  return `${url.pathname}${url.search}`;
}

/**
 * The guide's API-driven page: the server renders the page asked
 * for; the list machine loads the next pages on scroll ('Loading next page...').
 * The all/active toggle is a pair of links (the server answers them without
 * JavaScript); with JavaScript a toggle reloads page one from the api path in
 * place ('Loading...') and keeps the choice in the address.
 */
export function ApiDrivenPage({
  apiPath,
  emptyStateMessage,
  artguidePath,
  sectionOptions,
  showAllLink,
  allActiveToggle,
  first,
  onTotal,
}: ApiDrivenPageProps) {
  const [show, setShow] = useState(allActiveToggle);
  // After a toggle nothing is server-rendered: page 0 makes the machine load page one itself.
  const [reloaded, setReloaded] = useState(false);
  const firstPage = reloaded ? { items: [], page: 0, pages: 1, total: 0, size: first.size } : first;
  const empty = <GuideEmpty message={emptyStateMessage} />;

  const choose = (event: MouseEvent, value: ShowFilter) => {
    event.preventDefault();
    if (value === show) return;
    setShow(value);
    setReloaded(true);
    // The address follows, so a reload or a shared link shows the same list; React Router's state entry is kept.
    window.history.replaceState(window.history.state, "", pageHref(artguidePath, 1, value));
  };

  const showAll = showAllLink ? (
    <Link to={showAllLink.href} className="g-option">
      {showAllLink.label}
    </Link>
  ) : undefined;

  return (
    <>
      {allActiveToggle ? (
        <nav className="g-show-toggle" aria-label="Which shows">
          {SHOW_FILTERS.map((value) => (
            <a
              key={value}
              href={pageHref(artguidePath, 1, value)}
              className="g-show-toggle__option"
              aria-current={value === show ? "true" : undefined}
              onClick={(event) => choose(event, value)}
            >
              {SHOW_FILTER_LABELS[value]}
            </a>
          ))}
        </nav>
      ) : null}
      {!reloaded && first.items.length === 0 ? (
        empty
      ) : (
        <InfiniteListings
          key={`${show}|${reloaded}`}
          first={firstPage}
          apiUrl={(page) => apiHref(apiPath, page, first.size, show)}
          hrefFor={(page) => pageHref(artguidePath, page, show)}
          empty={empty}
          onTotal={onTotal}
        >
          {(items) => (
            <GroupedListings
              items={items}
              grouping={sectionOptions.grouping}
              options={sectionOptions.listing}
              showAll={showAll}
              sideNav
            />
          )}
        </InfiniteListings>
      )}
    </>
  );
}
