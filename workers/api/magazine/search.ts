/** GET /search and GET /suggest. */

import type { ApiCall } from "#workers/api/call";
import { json, pageOrNotFound, parseOrThrow, queryOf } from "#workers/api/http";
import { suggestArticles } from "#workers/db/search";
import { publicData } from "#workers/services/cache/publicData";
import { searchSite } from "#workers/services/magazine/siteSearch";
import { searchQuery, suggestQuery } from "./schemas";

export const searchCalls: ApiCall[] = [
  {
    method: "GET",
    path: "/search",
    async handle({ url, app }) {
      const q = parseOrThrow(searchQuery, queryOf(url));
      // Each page carries its page of art-guide matches (category "artguide") after the articles.
      const { articles: _articles, guide: _guide, ...page } = await searchSite(app, q);
      return pageOrNotFound(page, page);
    },
  },
  {
    // Fewer than 3 characters is a 400 ("Please enter at least 3 characters."):
    // the spec's client never asks then, so a short term is a client mistake.
    method: "GET",
    path: "/suggest",
    async handle({ url, app }) {
      const { search } = parseOrThrow(suggestQuery, queryOf(url));
      // Kept a few seconds per term: search-as-you-type asks the same prefixes again and again.
      return json(await publicData(app, ["suggest", search], () => suggestArticles(app.db, search)));
    },
  },
];
