import { Html } from "#app/components/magazine/Html";
import { useRootData } from "#app/lib/rootData";
import { BOOK_REVIEW_PRODUCT, BOOK_REVIEW_SITE_NAME, BOOK_REVIEW_TEXTS } from "#machines/rules/magazine/homepage";
import type { BookReviewData } from "#machines/rules/magazine/homepageTypes";
import { LazyPlaceholder } from "./LazyPlaceholder";
import { useLazyData } from "./useLazyData";

/**
 * Section 3: the book-review teaser from
 * GET {book-site URL}/api/items/{product} (this site's own /api when no
 * book-review site is configured): the cover linking to the print page,
 * 'highlights from the issue' (3 print articles) and 'highlights from' the
 * sister site (3 web articles). Loaded lazily.
 */
export function BookReviewTeaser() {
  const { apiPath, bookSiteUrl } = useRootData().config;
  const base = bookSiteUrl ? `${bookSiteUrl.replace(/\/$/, "")}/api` : apiPath;
  const { ref, data } = useLazyData<BookReviewData>(`${base}/items/${BOOK_REVIEW_PRODUCT}`);
  return (
    <section ref={ref} className="home-section home-book" aria-labelledby="home-book" data-testid="book-review">
      <h2 id="home-book" className="home-label">
        {BOOK_REVIEW_SITE_NAME}
      </h2>
      {data ? (
        <div className="home-book__body">
          {data.cover ? (
            <a href={data.cover.url} className="home-book__cover" rel="noopener">
              <img
                src={data.cover.path_large}
                alt={`Cover: ${data.cover.title}`}
                width={400}
                height={520}
                loading="lazy"
              />
            </a>
          ) : null}
          <div className="home-book__lists">
            <HighlightList title={BOOK_REVIEW_TEXTS.issue} items={data.print.slice(0, 3)} testId="book-print" />
            <HighlightList
              title={`${BOOK_REVIEW_TEXTS.web} ${BOOK_REVIEW_SITE_NAME}.com`}
              items={data.web.slice(0, 3)}
              testId="book-web"
            />
          </div>
        </div>
      ) : (
        <LazyPlaceholder href={bookSiteUrl || "/print/archive"} text={BOOK_REVIEW_TEXTS.issue} />
      )}
    </section>
  );
}

function HighlightList({ title, items, testId }: { title: string; items: BookReviewData["print"]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div className="home-book__list" data-testid={testId}>
      <h3 className="mag-kicker">{title}</h3>
      <ul>
        {items.map((a) => (
          <li key={a.id}>
            <a href={a.url}>
              <Html className="home-book__head" html={a.headFormatted} />
            </a>
            {a.deckFormatted ? <Html as="p" className="home-book__deck" html={a.deckFormatted} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
