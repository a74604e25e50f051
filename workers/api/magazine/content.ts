/** Video, contributor, picks and current-issue calls */
import { VIDEO_TYPE } from "#machines/rules/magazine/magazine";
import type { ApiCall } from "#workers/api/call";
import { json, notFound, pageOrNotFound, parseOrThrow, queryOf } from "#workers/api/http";
import { listArticles } from "#workers/db/articles";
import { getContributorPage } from "#workers/db/contributors";
import { getCurrentIssue } from "#workers/db/issues";
import { getPicksPage } from "#workers/db/picks";
import { LIST_CACHE } from "./items";
import { contributorQuery, pagedQuery, placePath, slugPath, videoQuery } from "./schemas";

export const contentCalls: ApiCall[] = [
  {
    method: "GET",
    path: "/video",
    async handle({ url, app }) {
      const q = parseOrThrow(videoQuery, queryOf(url));
      const list = await listArticles(app.db, { type: VIDEO_TYPE, videoTag: q.tag }, q);
      return pageOrNotFound(list, list, { headers: LIST_CACHE });
    },
  },
  {
    method: "GET",
    path: "/video/featured-sponsored",
    async handle({ app }) {
      const list = await listArticles(app.db, { type: VIDEO_TYPE, sponsored: true }, { page: 1, pageSize: 20 });
      const items = list._embedded.items.filter((a) => a.probabilityweight > 0);
      return json({ _embedded: { items }, total: items.length }, { headers: LIST_CACHE });
    },
  },
  {
    method: "GET",
    path: "/contributor/:slug",
    async handle({ url, params, app }) {
      const { slug } = parseOrThrow(slugPath, params);
      const q = parseOrThrow(contributorQuery, queryOf(url));
      const page = await getContributorPage(app.db, slug, q);
      if (!page) return notFound(`There is no contributor "${slug}".`);
      return pageOrNotFound(
        page.articles,
        { contributor: page.contributor, ...page.articles },
        { headers: LIST_CACHE },
      );
    },
  },
  {
    method: "GET",
    path: "/picks/:place",
    async handle({ url, params, app }) {
      const { place } = parseOrThrow(placePath, params);
      const q = parseOrThrow(pagedQuery, queryOf(url));
      const page = await getPicksPage(app.db, place, q);
      if (!page) return notFound(`There are no picks for "${place}".`);
      return pageOrNotFound(
        page.picks,
        { place: page.place, places: page.places, nextPlace: page.nextPlace, ...page.picks },
        { headers: LIST_CACHE },
      );
    },
  },
  {
    method: "GET",
    path: "/issue/current",
    async handle({ app }) {
      const issue = await getCurrentIssue(app.db);
      return issue ? json(issue, { headers: LIST_CACHE }) : notFound("There is no current issue.");
    },
  },
];
