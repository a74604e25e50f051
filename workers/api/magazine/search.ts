/** GET /search and GET /suggest (spec 1 §4, §7). */
import { searchArticles, suggestArticles } from "../../db/search";
import { GUIDE_RESULTS_ON_FIRST_PAGE, searchGuideResults } from "../../db/searchGuideResults";
import type { ApiCall } from "../call";
import { json, parseOrThrow, queryOf } from "../http";
import { searchQuery, suggestQuery } from "./schemas";

export const searchCalls: ApiCall[] = [
  {
    method: "GET",
    path: "/search",
    async handle({ url, app }) {
      const q = parseOrThrow(searchQuery, queryOf(url));
      const [found, guide] = await Promise.all([
        searchArticles(app.db, q),
        // The first page also carries the best art-guide matches (category "artguide").
        q.page === 1 ? searchGuideResults(app.db, q.query, GUIDE_RESULTS_ON_FIRST_PAGE) : Promise.resolve([]),
      ]);
      return json({ ...found, results: [...found.results, ...guide] });
    },
  },
  {
    // Fewer than 3 characters is a 400 ("Please enter at least 3 characters."):
    // the spec's client never asks then, so a short term is a client mistake.
    method: "GET",
    path: "/suggest",
    async handle({ url, app }) {
      const { search } = parseOrThrow(suggestQuery, queryOf(url));
      return json(await suggestArticles(app.db, search));
    },
  },
];
