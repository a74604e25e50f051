/**
 * robots.txt: crawlers may read every public page; the personal areas (a
 * reader's cart, orders, account and myguide), the admin screens, the JSON
 * API and search results are theirs to skip. It names the sitemap index.
 */
const PERSONAL_PATHS = [
  "/cart",
  "/order/",
  "/invoice/",
  "/subscription/",
  "/payment/",
  "/profile",
  "/login",
  "/register",
  "/recover",
  "/logout",
  "/newsletter",
  "/artguide/myguide",
  "/artguide/calendar/myguide/",
  "/search",
  "/artguide/search",
];

export function robotsTxt(site: { baseUrl: string; apiPath: string; adminPaths: readonly string[] }): string {
  const disallowed = [`${site.apiPath}/`, ...site.adminPaths, ...PERSONAL_PATHS];
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", site.baseUrl).toString()}`,
    "",
  ].join("\n");
}
