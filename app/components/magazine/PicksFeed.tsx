import { Fragment, useEffect, useRef } from "react";
import { fetchPage } from "#app/lib/jsonApi";
import { useRootData } from "#app/lib/rootData";
import { useInfiniteList } from "#app/lib/useInfiniteList";
import { nextPicksCursor, type PlaceBookmark, placeAt } from "#app/rules/magazine/picks";
import type { Article, PickPlace } from "#machines/rules/magazine/articleTypes";
import { mobileGalleryAfter, mobileGalleryBatchIndex, picksBannerAfter } from "#machines/rules/magazine/magazine";
import type { ListAds } from "./ArticleList";
import { BannerAd } from "./BannerAd";
import { GalleryAd } from "./GalleryAd";
import { MoreLink } from "./MoreLink";
import { PickEntry } from "./PickEntry";

interface PicksSection {
  place: PickPlace;
  picks: Article[];
}

interface PicksAnswer {
  place: PickPlace;
  page: number;
  pages: number;
  _embedded: { items: Article[] };
}

/**
 * The picks feed: one section per place; scrolling on loads the
 * rest of the place, then the next place, wrapping to the first, for ever;
 * the address follows the section being read. Banner after every 2 entries,
 * mobile gallery ads after every 3rd.
 */
export function PicksFeed({
  first,
  places,
  page,
  pages,
  ads,
}: {
  first: PicksSection;
  places: PickPlace[];
  page: number;
  pages: number;
  ads: ListAds;
}) {
  const { apiPath } = useRootData().config;
  const cursor = useRef({ placeUrl: first.place.place_url, page, pages });
  const list = useInfiniteList<PicksSection>({
    page: 1,
    // Never "all loaded": the feed wraps around the places.
    pages: Number.MAX_SAFE_INTEGER,
    fetchPage: async (n) => {
      const next = nextPicksCursor(cursor.current, places);
      const body = await fetchPage<PicksAnswer>(
        `${apiPath}/picks/${encodeURIComponent(next.placeUrl)}?page=${next.page}&pageSize=12`,
      );
      cursor.current = { placeUrl: next.placeUrl, page: body.page, pages: body.pages };
      return { items: [{ place: body.place, picks: body._embedded.items }], page: n, pages: Number.MAX_SAFE_INTEGER };
    },
  });

  // Merge consecutive pages of the same place into one section.
  const sections: PicksSection[] = [];
  for (const s of [first, ...list.loaded]) {
    const last = sections[sections.length - 1];
    if (last && last.place.place_url === s.place.place_url && s !== first) last.picks = [...last.picks, ...s.picks];
    else sections.push({ place: s.place, picks: [...s.picks] });
  }

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bookmarks: PlaceBookmark[] = [
          ...(root.current?.querySelectorAll<HTMLElement>("[data-place-path]") ?? []),
        ].map((el) => ({
          place: el.dataset.placeName ?? "",
          path: el.dataset.placePath ?? "",
          startY: el.getBoundingClientRect().top + window.scrollY,
        }));
        const current = placeAt(bookmarks, window.scrollY + window.innerHeight / 3);
        if (current && current.path !== window.location.pathname)
          window.history.replaceState(window.history.state, "", current.path);
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  let index = 0;
  return (
    <div ref={root}>
      {sections.map((section, s) => (
        <section
          key={`${section.place.place_url}-${s}`}
          className="mag-picks__section"
          data-place={section.place.place_url}
          data-place-path={section.place.path}
          data-place-name={section.place.place}
          aria-label={section.place.place}
        >
          {s > 0 ? <h2 className="mag-section-label">Critics' Picks: {section.place.place}</h2> : null}
          {section.picks.map((pick) => {
            const i = index++;
            return (
              <Fragment key={`${pick.id}-${s}`}>
                <PickEntry pick={pick} eager={i === 0} />
                {ads.banners.length > 0 && picksBannerAfter(i) ? (
                  <BannerAd ad={ads.banners[Math.floor(i / 2) % ads.banners.length]!} />
                ) : null}
                {ads.mobileGalleries.length > 0 && mobileGalleryAfter(i, "picks") ? (
                  <div className="mag-list__ad--mobile">
                    <GalleryAd
                      ads={ads.mobileGalleries[mobileGalleryBatchIndex(i, "picks", ads.mobileGalleries.length)]!}
                    />
                  </div>
                ) : null}
              </Fragment>
            );
          })}
        </section>
      ))}
      <div ref={list.marker} className="mag-loader" data-testid="list-loader" aria-hidden="true" />
      {list.error ? (
        <p className="alert alert--error" role="alert">
          {list.error}
        </p>
      ) : null}
      {list.loaded.length === 0 ? <MoreLink page={page} pages={pages} onMore={list.loadNext} /> : null}
    </div>
  );
}
