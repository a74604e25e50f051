/** Article list and item calls */
import { VIDEO_TYPE, VIEWING_ROOM_TYPE } from "#machines/rules/magazine/magazine";
import type { ApiCall } from "#workers/api/call";
import {
  type ArticleOrder,
  articleExists,
  getArticleById,
  listArticles,
  listFlaggedArticles,
  listRandomArticles,
  listRelatedArticles,
} from "#workers/db/articles";
import { listArticleMedia } from "#workers/db/media";
import { isEntitled } from "#workers/services/magazine/meter";

const PRIVATE = { "cache-control": "private, no-store", vary: "Cookie" };

import * as v from "valibot";
import { json, notFound, pageOrNotFound, parseOrThrow, queryOf } from "#workers/api/http";
import {
  COLUMN_TYPES,
  flagQuery,
  homepageQuery,
  ITEM_TYPES,
  type ItemType,
  idParams,
  itemsQuery,
  mediaQuery,
  pagedQuery,
  randomViewingRoomsQuery,
  viewingRoomsQuery,
} from "./schemas";

/** Anonymous lists may be cached briefly at the edge. */
export const LIST_CACHE = { "cache-control": "public, max-age=60" };

function itemsHandler(typeName?: ItemType): ApiCall["handle"] {
  return async ({ url, app }) => {
    const q = parseOrThrow(itemsQuery, queryOf(url));
    const list = await listArticles(
      app.db,
      {
        category: q.category,
        ...(q.channel ? { channel: q.channel } : {}),
        videoTag: q.tag,
        excludeIds: q.excludeId,
        ...(typeName === "video" ? { type: VIDEO_TYPE } : typeName ? { typeName } : {}),
      },
      { page: q.page, pageSize: q.pageSize, limit: q.limit },
    );
    return pageOrNotFound(list, { ...list, storePaged: q.storePaged ?? false }, { headers: LIST_CACHE });
  };
}

export const itemCalls: ApiCall[] = [
  { method: "GET", path: "/items", handle: itemsHandler() },
  {
    method: "GET",
    path: "/:itemType",
    async handle(args) {
      const itemType = args.params.itemType ?? "";
      if (!v.is(v.picklist(ITEM_TYPES), itemType)) return notFound(`There is no item type "${itemType}".`);
      return itemsHandler(itemType)(args);
    },
  },
  {
    method: "GET",
    path: "/items/columns",
    async handle({ url, app }) {
      const q = parseOrThrow(pagedQuery, queryOf(url));
      const list = await listArticles(app.db, { typeNames: COLUMN_TYPES }, q);
      return pageOrNotFound(list, list, { headers: LIST_CACHE });
    },
  },
  {
    method: "GET",
    path: "/items/flag",
    async handle({ url, app }) {
      const q = parseOrThrow(flagQuery, queryOf(url));
      const list = await listFlaggedArticles(app.db, q.flagName, q);
      return pageOrNotFound(list, list, { headers: LIST_CACHE });
    },
  },
  {
    method: "GET",
    path: "/items/homepage",
    async handle({ url, app }) {
      const q = parseOrThrow(homepageQuery, queryOf(url));
      const list = await listFlaggedArticles(app.db, q.flag_name, {
        page: 1,
        pageSize: q.page_size,
        category: q.category,
      });
      return json(list, { headers: LIST_CACHE });
    },
  },
  {
    method: "GET",
    path: "/items/type/600",
    async handle({ url, app }) {
      const q = parseOrThrow(viewingRoomsQuery, queryOf(url));
      const byTitle = q.sort_column === "e.title" || q.sort_column === "title";
      const order: ArticleOrder = byTitle
        ? q.sort_order === "ASC"
          ? "title_asc"
          : "title_desc"
        : q.sort_order === "ASC"
          ? "oldest"
          : "newest";
      const list = await listArticles(
        app.db,
        { type: VIEWING_ROOM_TYPE, flagMask: q.flag },
        { page: q.page, pageSize: q.pageSize, order },
      );
      return pageOrNotFound(list, list, { headers: LIST_CACHE });
    },
  },
  {
    method: "GET",
    path: "/items/issue/type/600",
    async handle({ url, app }) {
      const q = parseOrThrow(randomViewingRoomsQuery, queryOf(url));
      const items = await listRandomArticles(
        app.db,
        { type: VIEWING_ROOM_TYPE, excludeIds: q.exclude_ids },
        q.pageSize,
      );
      return json({ _embedded: { items }, total: items.length });
    },
  },
  {
    method: "GET",
    path: "/items/:id",
    async handle({ params, app }) {
      const { id } = parseOrThrow(idParams, params);
      const article = await getArticleById(app.db, id);
      if (!article) return notFound(`There is no item ${id}.`);
      // The paywall holds here too: only subscribers and staff get the body from the API; pages meter it.
      if (isEntitled(app.viewer)) return json(article, { headers: PRIVATE });
      return json({ ...article, bodyFormatted: "", leadFormatted: "", paywalled: true }, { headers: PRIVATE });
    },
  },
  {
    method: "GET",
    path: "/items/:id/media",
    async handle({ url, params, app }) {
      const { id } = parseOrThrow(idParams, params);
      const q = parseOrThrow(mediaQuery, queryOf(url));
      if (!(await articleExists(app.db, id))) return notFound(`There is no item ${id}.`);
      const list = await listArticleMedia(app.db, id, q);
      return pageOrNotFound(list, list, { headers: LIST_CACHE });
    },
  },
  {
    method: "GET",
    path: "/items/:id/related",
    async handle({ params, app }) {
      const { id } = parseOrThrow(idParams, params);
      const article = await articleExists(app.db, id);
      if (!article) return notFound(`There is no item ${id}.`);
      const items = await listRelatedArticles(app.db, article);
      return json({ _embedded: { items }, total: items.length }, { headers: LIST_CACHE });
    },
  },
];
