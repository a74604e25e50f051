/**
 * The absolute URL of `path` on `baseUrl`, the site's origin (BASE_URL): what
 * `new URL(path, baseUrl)` gives, without parsing a URL for the usual case of
 * a path of this site ("/artguide/venue/x#show-1"). A listing page asks for
 * some forty of them per render.
 */
export function siteUrl(path: string, baseUrl: string): string {
  if (path.startsWith("/") && !path.startsWith("//")) return `${baseUrl.replace(/\/+$/, "")}${path}`;
  return new URL(path, baseUrl).toString();
}
