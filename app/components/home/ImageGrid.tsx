import { Fragment, useEffect } from "react";
import { fromPromise } from "xstate";
import { BannerAd } from "#app/components/magazine/BannerAd";
import { Html } from "#app/components/magazine/Html";
import { useMachine } from "#app/lib/actors";
import { fetchJson } from "#app/lib/jsonApi";
import { NEAR_LOADER } from "#app/lib/useInfiniteList";
import { useInView } from "#app/lib/useInView";
import { adFollowsRow, allPagesLoaded, createImageGridMachine, gridRows } from "#machines/imageGrid";
import type { Ad } from "#machines/rules/magazine/adTypes";
import type { MediaItem } from "#machines/rules/magazine/articleTypes";
import type { Image } from "#machines/rules/magazine/imageTypes";

const imageGridMachine = createImageGridMachine<Image>();

/**
 * The image grid: rows of 12 images with a banner ad after
 * each row; an image with a copyright link links out to it. Further pages of
 * GET /api/items/{id}/media load when the end is scrolled to, from 4 s after
 * mount on.
 */
export function ImageGrid({
  articleId,
  images,
  page,
  pages,
  ads,
  apiPath,
}: {
  articleId: number;
  images: Image[];
  page: number;
  pages: number;
  ads: Ad[];
  apiPath: string;
}) {
  const [state, send] = useMachine(
    imageGridMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => {
          const body = await fetchJson<{ _embedded: { items: MediaItem[] }; page: number; pages: number }>(
            `${apiPath}/items/${articleId}/media?order=DESC&page=${input.page}`,
          );
          const items = body._embedded.items.filter(
            (m): m is Extract<MediaItem, { kind: "image" }> => m.kind === "image",
          );
          return { items, page: body.page, pages: body.pages };
        }),
      },
    }),
    { input: { images, page, pages } },
  );
  const { ref: end, check } = useInView<HTMLDivElement>(() => send({ type: "NEAR_END" }), NEAR_LOADER);
  // The observer reports changes only: an end already in reach when the grid turns active (after its
  // first 4 s, or after a page) is measured then, or nothing would load until the reader scrolls away and back.
  const active = state.matches("active");
  useEffect(() => {
    if (active && check()) send({ type: "NEAR_END" });
  }, [active, check, send]);
  const rows = gridRows(state.context.images);
  const allLoaded = allPagesLoaded(state.context);
  return (
    <div className="image-grid" data-testid="image-grid">
      {rows.map((row, r) => {
        const ad = ads.length > 0 ? ads[r % ads.length] : undefined;
        return (
          <Fragment key={r}>
            <ul className="image-grid__row">
              {row.map((image) => {
                const picture = <img src={image.path_square} alt="" width={300} height={300} loading="lazy" />;
                return (
                  <li key={`${image.id}-${r}`} className="image-grid__cell">
                    {image.copyright ? (
                      <a href={image.copyright} rel="noopener" target="_blank" data-testid="image-grid-link">
                        {picture}
                      </a>
                    ) : (
                      picture
                    )}
                    {image.captionFormatted ? (
                      <Html as="p" className="image-grid__caption" html={image.captionFormatted} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {ad && adFollowsRow(r, rows, allLoaded) ? <BannerAd ad={ad} /> : null}
          </Fragment>
        );
      })}
      <div ref={end} aria-hidden="true" />
    </div>
  );
}
