import type { ApiCall } from "#workers/api/call";
import { adCalls } from "./ads";
import { contentCalls } from "./content";
import { itemCalls } from "./items";
import { searchCalls } from "./search";

/**
 * The magazine rows of the call table, below /api.
 * Every query is checked by a valibot schema (schemas.ts): bad input → 400
 * {error: "field: message"}, an unknown id, slug or place → 404 {error}.
 * Lists answer { _embedded: { items }, page, pages, total, pageSize }.
 *
 *   GET /items            category, channel, page, pageSize=12, tag, excludeId (ids, comma-separated), storePaged, limit
 *   GET /{itemType}       same, for an article type (news, diary, words, slant, museums, interview, print, passages, picks, podcast)
 *   GET /items/columns    page, pageSize — the editorial columns
 *   GET /items/flag       flagName (required), page, pageSize=4 — e.g. most_read
 *   GET /items/homepage   flag_name=section_feature, category, page_size=3
 *   GET /items/type/600   page, pageSize=12, sort_column=e.title|title|published, sort_order=ASC|DESC, flag (bitmask)
 *   GET /items/issue/type/600   pageSize=60, exclude_ids — random viewing rooms
 *   GET /items/{id}       one article with bodyFormatted
 *   GET /items/{id}/media names (comma-separated), order=ASC|DESC, page, pageSize=24
 *   GET /items/{id}/related
 *   GET /video            page, pageSize=12, tag;  GET /video/featured-sponsored
 *   GET /contributor/{slug}  page, pageSize=12;  GET /picks/{place}  page, pageSize=12;  GET /issue/current
 *   GET /ads ?section;  /ads/galleries ?section&batch_mobile=1&batch_desktop=6;  /ads/buttons;
 *       /ads/internal ?section;  /ads/tout ?section;  /ads/issue ?pageSize=3&exclude_ids
 *   GET /search           query (required), page, pageSize=12, sort=date|relevance (default date, newest first);
 *                         page 1 also carries up to 6 art-guide results (category artguide, with path, media, location_name, …)
 *   GET /suggest          search (3+ characters, else 400) → [{ item, score }] by score descending
 *
 * The dispatcher tries patterns with fewer parameters first, so /items/columns,
 * /video and /search win over /items/:id and /:itemType.
 */
export const magazineCalls: ApiCall[] = [...itemCalls, ...contentCalls, ...adCalls, ...searchCalls];
