/** Homepage rows of the call table not served by the magazine's item calls. */
import * as v from "valibot";
import { guideToday } from "#machines/rules/guide/guide";
import { BOOK_REVIEW_PRODUCT } from "#machines/rules/magazine/homepage";
import type { ApiCall } from "#workers/api/call";
import { json, parseOrThrow, queryOf } from "#workers/api/http";
import { LIST_CACHE } from "#workers/api/magazine/items";
import { intParam } from "#workers/api/magazine/schemas";
import { getBookReviewData, listExhibitionHighlights } from "#workers/db/homepage";
import { sanitizeHtml } from "#workers/text/sanitize";

/** getExhibitionHighlights: how many highlights (12 by default). */
export const highlightsQuery = v.object({ limit: intParam(1, 24, 12) });

export const homepageCalls: ApiCall[] = [
  {
    method: "GET",
    // {book-site URL}/api/items/{product}: the embedded default when BOOK_SITE_URL is empty.
    path: `/items/${BOOK_REVIEW_PRODUCT}`,
    async handle({ url, app }) {
      const data = await getBookReviewData(app.db, url.origin);
      // Another site's homepage may read it, as this site reads the book-review site's.
      return json(data, { headers: { ...LIST_CACHE, "access-control-allow-origin": "*" } });
    },
  },
  {
    method: "GET",
    path: "/guide/highlights",
    async handle({ url, app }) {
      const q = parseOrThrow(highlightsQuery, queryOf(url));
      const highlights = await listExhibitionHighlights(app.db, guideToday(), q.limit);
      // A title may carry emphasis: it leaves as sanitised HTML, like every formatted field.
      const items = highlights.map((x) => ({ ...x, title: sanitizeHtml(x.title, "inline") }));
      return json({ _embedded: { items }, total: items.length }, { headers: LIST_CACHE });
    },
  },
];
