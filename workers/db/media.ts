/** GET /items/{articleId}/media: an article's images (and viewing-room videos), paged. */
import type { MediaItem } from "#machines/rules/magazine/articleTypes";
import { IMAGE_COLUMNS, type ImageColumns, imageFromColumns } from "./images";
import { offsetOf, type Paged, type PageRequest, paged } from "./paging";

export interface MediaQuery extends PageRequest {
  /** Only images with these names (spec: optional names). */
  names?: readonly string[];
  order: "ASC" | "DESC";
}

interface MediaRow extends ImageColumns {
  position: number;
  kind: "image" | "video";
  video_url: string | null;
}

function mediaFromRow(row: MediaRow): MediaItem | null {
  if (row.kind === "video" && row.video_url) {
    const [source = "", id = ""] = row.video_url.split(":");
    const poster = imageFromColumns(row);
    return {
      kind: "video",
      position: row.position,
      url: row.video_url,
      videoSource: source,
      videoId: id,
      video_source: source,
      video_id: id,
      primaryImage: poster,
      captionFormatted: poster?.captionFormatted ?? "",
    };
  }
  const image = imageFromColumns(row);
  return image ? { kind: "image", position: row.position, ...image } : null;
}

export async function listArticleMedia(
  db: D1Database,
  articleId: number,
  query: MediaQuery,
): Promise<Paged<MediaItem>> {
  const names = query.names ?? [];
  const nameSql = names.length > 0 ? `AND i.name IN (${names.map(() => "?").join(", ")})` : "";
  const from = `FROM article_media m LEFT JOIN images i ON i.id = m.image_id WHERE m.article_id = ? ${nameSql}`;
  const binds = [articleId, ...names];
  const direction = query.order === "DESC" ? "DESC" : "ASC";
  const [count, list] = (await db.batch([
    db.prepare(`SELECT count(*) AS n ${from}`).bind(...binds),
    db
      .prepare(
        `SELECT m.position, m.kind, m.video_url, ${IMAGE_COLUMNS} ${from} ORDER BY m.position ${direction} LIMIT ? OFFSET ?`,
      )
      .bind(...binds, query.pageSize, offsetOf(query)),
  ])) as [D1Result<{ n: number }>, D1Result<MediaRow>];
  const items = list.results.map(mediaFromRow).filter((m): m is MediaItem => m !== null);
  return paged(items, count.results[0]?.n ?? 0, query);
}
