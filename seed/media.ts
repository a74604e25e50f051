// Writes the seed's media files under public/assets/media (served at
// /assets/media): three SVG crops per image, ad creatives and WAV audio.
// A manifest records what was written, so `--if-empty` can tell whether the
// files are all there without regenerating them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { renderSvg } from "./art.ts";
import { renderWav } from "./audio.ts";
import { CROPS, imagePath, MEDIA_ROOT, type MediaPlan } from "./media-plan.ts";

const PUBLIC_DIR = "public";

function mediaFiles(plan: MediaPlan): string[] {
  return [
    ...[...plan.artworks, ...plan.covers, ...plan.stills].flatMap((img) =>
      CROPS.map((crop) => imagePath(img.id, crop)),
    ),
    ...plan.ads.map((ad) => ad.path),
    ...plan.audio.map((a) => a.path),
  ];
}

const manifestPath = (root: string) => join(root, PUBLIC_DIR, MEDIA_ROOT, "manifest.json");

/** True when a previous run wrote every file of this plan (a plan with new files is written again). */
export function mediaComplete(plan: MediaPlan, root = "."): boolean {
  const manifest = manifestPath(root);
  if (!existsSync(manifest)) return false;
  try {
    const files = new Set(JSON.parse(readFileSync(manifest, "utf8")).files as string[]);
    const planned = mediaFiles(plan);
    return planned.every((file) => files.has(file) && existsSync(join(root, PUBLIC_DIR, file)));
  } catch {
    return false;
  }
}

/** Writes every media file of the plan (replacing the folder) and the manifest; answers the file count. */
export function writeMedia(plan: MediaPlan, root = "."): number {
  const base = join(root, PUBLIC_DIR, MEDIA_ROOT);
  rmSync(base, { recursive: true, force: true });
  const write = (path: string, content: string | Uint8Array) => {
    const file = join(root, PUBLIC_DIR, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  for (const img of [...plan.artworks, ...plan.covers, ...plan.stills]) {
    for (const crop of CROPS) write(imagePath(img.id, crop), renderSvg(img.drawing, crop));
  }
  for (const ad of plan.ads) write(ad.path, renderSvg(ad.drawing, "original"));
  for (const audio of plan.audio) write(audio.path, renderWav(audio.seed, audio.seconds));
  const files = mediaFiles(plan);
  write(`${MEDIA_ROOT}/manifest.json`, `${JSON.stringify({ files }, null, 1)}\n`);
  return files.length;
}
