/**
 * Homepage data read straight from the tables: exhibition
 * highlights and the book-review teaser the site serves itself when no
 * book-review site is configured.
 */

import { runDates } from "#machines/rules/calendar/dates";
import type { Article } from "#machines/rules/magazine/articleTypes";
import type { BookReviewArticle, BookReviewData, ExhibitionHighlight } from "#machines/rules/magazine/homepageTypes";
import { BOOK_REVIEW_HIGHLIGHTS } from "#machines/rules/magazine/magazine";
import { listArticles } from "./articles";
import { IMAGE_COLUMNS, type ImageColumns, imageFromColumns } from "./images";
import { getCurrentIssue } from "./issues";

interface HighlightRow extends ImageColumns {
  id: number;
  title: string;
  artists: string;
  show_start: string;
  show_end: string;
  venue_name: string;
  venue_slug: string;
  place: string;
}

/** Highlighted exhibitions on view or coming (`today` YYYY-MM-DD), closing soonest first. */
export async function listExhibitionHighlights(
  db: D1Database,
  today: string,
  limit = 12,
): Promise<ExhibitionHighlight[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.title, e.artists, e.show_start, e.show_end, v.name AS venue_name, v.slug AS venue_slug,
         pl.place, ${IMAGE_COLUMNS}
       FROM exhibitions e
       JOIN venues v ON v.id = e.venue_id
       JOIN places pl ON pl.place_url = e.place_url
       JOIN images i ON i.id = e.primary_image_id
       WHERE e.is_highlight = 1 AND e.show_end >= ?
       ORDER BY e.show_end ASC, e.id ASC LIMIT ?`,
    )
    .bind(today, limit)
    .all<HighlightRow>();
  return results.map((r) => {
    const image = imageFromColumns(r);
    return {
      id: r.id,
      title: r.title,
      artists: r.artists,
      showStart: r.show_start,
      showEnd: r.show_end,
      runDates: runDates(r.show_start, r.show_end),
      media: image ? [image] : [],
      location: { name: r.venue_name, path: `/artguide/venue/${r.venue_slug}`, place: r.place },
    };
  });
}

function reviewArticle(a: Article, baseUrl: string): BookReviewArticle {
  return {
    id: a.id,
    headFormatted: a.hedFormatted || a.titleFormatted,
    deckFormatted: a.dekFormatted,
    url: `${baseUrl}${a.url}`,
    path: a.url,
    channel: a.channel,
  };
}

/**
 * The embedded default of the book-review site: the current issue's print
 * articles and cover, and the newest column reviews from the web. `baseUrl`
 * makes the links absolute, as an external site's would be.
 */
export async function getBookReviewData(db: D1Database, baseUrl: string): Promise<BookReviewData> {
  const issue = await getCurrentIssue(db);
  const [print, web] = await Promise.all([
    issue
      ? listArticles(db, { issueId: issue.id }, { page: 1, pageSize: BOOK_REVIEW_HIGHLIGHTS, order: "oldest" })
      : Promise.resolve(null),
    listArticles(db, { category: "columns" }, { page: 1, pageSize: BOOK_REVIEW_HIGHLIGHTS }),
  ]);
  const printItems = print?._embedded.items ?? [];
  const lead = printItems.find((a) => a.primaryImage) ?? null;
  return {
    feature: lead?.primaryImage
      ? {
          url: `${baseUrl}${lead.url}`,
          headFormatted: lead.hedFormatted || lead.titleFormatted,
          media: [{ path_large: lead.primaryImage.path_large }],
        }
      : null,
    print: printItems.map((a) => reviewArticle(a, baseUrl)),
    web: web._embedded.items.map((a) => reviewArticle(a, baseUrl)),
    cover: issue?.cover
      ? {
          path: issue.cover.path,
          path_large: issue.cover.path_large,
          url: `${baseUrl}${issue.path}`,
          title: issue.title,
        }
      : null,
  };
}
