import type { Image, ImageVersion } from "#machines/rules/magazine/imageTypes";
import { sanitizeHtml } from "#workers/text/sanitize";

/** Columns of `images i` plus its crops as JSON, aliased img_*; join with `LEFT JOIN images i`. */
export const IMAGE_COLUMNS = `
  i.id AS img_id, i.name AS img_name, i.path AS img_path, i.path_large AS img_path_large,
  i.path_square AS img_path_square, i.path_original_crop AS img_path_original_crop,
  i.caption_formatted AS img_caption, i.copyright AS img_copyright, i.width AS img_width,
  i.height AS img_height, i.mimetype AS img_mimetype,
  (SELECT json_group_array(json_object('crop', c.crop, 'path', c.path, 'width', c.width, 'height', c.height))
     FROM image_crops c WHERE c.image_id = i.id) AS img_crops`;

export interface ImageColumns {
  img_id: number | null;
  img_name: string | null;
  img_path: string | null;
  img_path_large: string | null;
  img_path_square: string | null;
  img_path_original_crop: string | null;
  img_caption: string | null;
  img_copyright: string | null;
  img_width: number | null;
  img_height: number | null;
  img_mimetype: string | null;
  img_crops: string | null;
}

function parseVersions(json: string | null): ImageVersion[] {
  if (!json) return [];
  const parsed = JSON.parse(json) as ImageVersion[];
  return parsed.filter((v) => v && typeof v.path === "string").sort((a, b) => a.width - b.width);
}

export function imageFromColumns(row: ImageColumns): Image | null {
  if (row.img_id === null || row.img_path === null) return null;
  const versions = parseVersions(row.img_crops);
  const crops: Record<string, Record<string, number>> = {};
  for (const v of versions) (crops[v.crop] ??= {})[v.path] = v.width;
  const caption = sanitizeHtml(row.img_caption, "inline");
  return {
    id: row.img_id,
    name: row.img_name ?? "",
    path: row.img_path,
    path_large: row.img_path_large ?? row.img_path,
    path_square: row.img_path_square ?? row.img_path,
    path_original_crop: row.img_path_original_crop ?? row.img_path,
    pathLarge: row.img_path_large ?? row.img_path,
    pathSquare: row.img_path_square ?? row.img_path,
    caption_formatted: caption,
    captionFormatted: caption,
    copyright: row.img_copyright ?? "",
    width: row.img_width ?? 0,
    height: row.img_height ?? 0,
    mimetype: row.img_mimetype ?? "",
    crops,
    versions,
  };
}
