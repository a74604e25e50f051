import { webManifest } from "#app/lib/webManifest";

/** /manifest.webmanifest, linked from every page's head. */
export function loader() {
  return new Response(JSON.stringify(webManifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
