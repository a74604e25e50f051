import { splitForTout } from "../../../machines/rules/articleBody";
import type { Ad } from "../../../workers/db/ads";
import { Html } from "./Html";

/** The body with the article tout ad after its 3rd (or middle) paragraph. */
export function ArticleBody({ html, tout }: { html: string; tout: Ad | null }) {
  const [before, after] = tout ? splitForTout(html) : [html, ""];
  return (
    <div className="mag-article__body mag-prose" data-testid="article-body">
      <Html as="div" html={before} />
      {tout ? (
        <aside className="mag-tout" aria-label="Advertisement" data-testid="tout-ad">
          <p className="mag-tout__label">Advertisement</p>
          <a href={tout.url} rel="sponsored noopener" target="_blank">
            <img src={tout.src} alt={tout.name} width={tout.width} height={tout.height} loading="lazy" />
          </a>
        </aside>
      ) : null}
      {after ? <Html as="div" html={after} /> : null}
    </div>
  );
}
