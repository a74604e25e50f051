import { Fragment } from "react";
import type { Ad } from "#machines/rules/magazine/adTypes";
import {
  bannerAfter,
  bannerIndex,
  type ListKind,
  listKindFor,
  mobileGalleryAfter,
  mobileGalleryBatchIndex,
} from "#machines/rules/magazine/magazine";
import type { ArticleListItem } from "#machines/rules/magazine/teaserTypes";
import { ArticleCard } from "./ArticleCard";
import { BannerAd } from "./BannerAd";
import { GalleryAd } from "./GalleryAd";

/** Ads placed between list entries. */
export interface ListAds {
  banners: Ad[];
  /** Mobile gallery batches of 4. */
  mobileGalleries: Ad[][];
}

/**
 * A channel's list; the first two cards load eagerly (above the fold), the rest
 * lazily. A Top Ten list inside another channel gets the top-ten card. Banner
 * ads follow every 4th news article or every 2nd elsewhere; mobile gallery
 * ads every 6th.
 */
export function ArticleList({ articles, kind, ads }: { articles: ArticleListItem[]; kind: ListKind; ads?: ListAds }) {
  const banners = ads?.banners ?? [];
  const galleries = ads?.mobileGalleries ?? [];
  return (
    <ol className={`mag-list mag-list--${kind}`} data-testid="article-list">
      {articles.map((article, i) => (
        <Fragment key={article.id}>
          <li className="mag-list__item">
            <ArticleCard
              article={article}
              kind={kind === "default" ? listKindFor(article.channel, article.categoryLabel) : kind}
              eager={i < 2}
            />
          </li>
          {banners.length > 0 && bannerAfter(i, kind) ? (
            <li className="mag-list__ad" aria-hidden="false">
              <BannerAd ad={banners[bannerIndex(i, kind) % banners.length]!} />
            </li>
          ) : null}
          {galleries.length > 0 && mobileGalleryAfter(i, "articles") ? (
            <li className="mag-list__ad mag-list__ad--mobile">
              <GalleryAd ads={galleries[mobileGalleryBatchIndex(i, "articles", galleries.length)]!} />
            </li>
          ) : null}
        </Fragment>
      ))}
    </ol>
  );
}
