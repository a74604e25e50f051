import type { Ad } from "#machines/rules/magazine/adTypes";

/** A labelled display ad: a banner between list entries, or the article tout. */
export function BannerAd({
  ad,
  className = "mag-banner",
  testId = "banner-ad",
}: {
  ad: Ad;
  className?: string;
  testId?: string;
}) {
  return (
    <aside className={className} aria-label="Advertisement" data-testid={testId}>
      <p className="mag-ad-label">Advertisement</p>
      <a href={ad.url} rel="sponsored noopener" target="_blank">
        <img src={ad.src} alt={ad.name} width={ad.width} height={ad.height} loading="lazy" />
      </a>
    </aside>
  );
}
