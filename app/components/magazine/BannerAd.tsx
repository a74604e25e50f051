import type { Ad } from "../../../workers/db/ads";

/** A banner ad between list entries. */
export function BannerAd({ ad }: { ad: Ad }) {
  return (
    <aside className="mag-banner" aria-label="Advertisement" data-testid="banner-ad">
      <p className="mag-ad-label">Advertisement</p>
      <a href={ad.url} rel="sponsored noopener" target="_blank">
        <img src={ad.src} alt={ad.name} width={ad.width} height={ad.height} loading="lazy" />
      </a>
    </aside>
  );
}
