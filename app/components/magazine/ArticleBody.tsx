import { splitForTout } from "#app/rules/magazine/articleBody";
import type { Ad } from "#machines/rules/magazine/adTypes";
import { BannerAd } from "./BannerAd";
import { Html } from "./Html";

/** The body with the article tout ad after its 3rd (or middle) paragraph. */
export function ArticleBody({ html, tout }: { html: string; tout: Ad | null }) {
  const [before, after] = tout ? splitForTout(html) : [html, ""];
  return (
    <div className="mag-article__body mag-prose" data-testid="article-body">
      <Html as="div" html={before} />
      {tout ? <BannerAd ad={tout} className="mag-tout" testId="tout-ad" /> : null}
      {after ? <Html as="div" html={after} /> : null}
    </div>
  );
}
