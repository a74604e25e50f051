import { imageSize } from "image-size";
import * as v from "valibot";
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_TYPES } from "#machines/rules/admin/imageUpload";

/** The form's file field: empty (no file chosen) or an image the browser says is one of ours, within the size limit. */
const ImageFileSchema = v.pipe(
  v.file(UPLOAD_MESSAGES.type),
  v.mimeType(Object.values(UPLOAD_TYPES), UPLOAD_MESSAGES.type),
  v.maxSize(UPLOAD_MAX_BYTES, UPLOAD_MESSAGES.size),
);

export interface StoredImage {
  /** The site path the image is served at (/media/uploads/…). */
  path: string;
  width: number;
  height: number;
  mimetype: string;
}

export type UploadResult = { ok: true; image: StoredImage | null } | { ok: false; message: string };

/**
 * Checks and stores an uploaded image in the MEDIA bucket. The browser's
 * content type is not trusted: the bytes must decode as one of the four types
 * (with their dimensions), and that type is what the image is served as.
 * No file chosen is fine (`image: null`).
 */
export async function storeUploadedImage(bucket: R2Bucket, file: File | null): Promise<UploadResult> {
  if (!file || file.size === 0) return { ok: true, image: null };
  const parsed = v.safeParse(ImageFileSchema, file);
  if (!parsed.success) return { ok: false, message: parsed.issues[0].message };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const size = sizeOf(bytes);
  const type = size?.type as keyof typeof UPLOAD_TYPES | undefined;
  if (!size || !type || !(type in UPLOAD_TYPES)) return { ok: false, message: UPLOAD_MESSAGES.unreadable };
  const mimetype = UPLOAD_TYPES[type];
  const key = `uploads/${crypto.randomUUID()}.${type}`;
  try {
    await bucket.put(key, bytes, { httpMetadata: { contentType: mimetype } });
  } catch {
    // R2 unavailable: the action saves nothing and answers the form with this message.
    return { ok: false, message: UPLOAD_MESSAGES.storageDown };
  }
  return { ok: true, image: { path: `/media/${key}`, width: size.width, height: size.height, mimetype } };
}

function sizeOf(bytes: Uint8Array): { type: string; width: number; height: number } | null {
  try {
    const { type, width, height } = imageSize(bytes);
    return type && width && height ? { type, width, height } : null;
  } catch {
    return null;
  }
}

/** The keys /media/ serves: what storeUploadedImage writes, nothing else. */
export const UPLOAD_KEY = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;
