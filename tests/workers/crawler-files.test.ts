import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { call, html } from "./guide-helpers";

const BASE = "http://localhost:8787";

describe("robots.txt", () => {
  async function robots() {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    return robotsParser(`${BASE}/robots.txt`, await res.text());
  }

  it("names the sitemap index at the configured host", async () => {
    expect((await robots()).getSitemaps()).toEqual([`${BASE}/sitemap.xml`]);
  });

  it("lets crawlers read public pages and keeps them out of personal and admin areas", async () => {
    const rules = await robots();
    for (const path of [
      "/",
      "/news",
      "/news/1-a",
      "/artguide",
      "/artguide/venue/x",
      "/print/november-2026",
      "/subscribe",
    ]) {
      expect(rules.isAllowed(`${BASE}${path}`, "Googlebot"), path).toBe(true);
    }
    for (const path of [
      "/cart",
      "/cart/checkout",
      "/order/1",
      "/invoice/1",
      "/profile",
      "/artguide/myguide",
      `/artguide/calendar/myguide/${"a".repeat(64)}`,
      "/admin",
      "/admin/reports/user-registration-tally",
      "/artguide/admin/locations",
      "/api/cart",
      "/search?q=x",
    ]) {
      expect(rules.isDisallowed(`${BASE}${path}`, "Googlebot"), path).toBe(true);
    }
  });
});

describe("the web app manifest", () => {
  it("is served as a manifest with names, a standalone start page and 192, 512 and maskable icons", async () => {
    const res = await call("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Artmagazine",
      short_name: "Artmagazine",
      start_url: "/artguide/myguide",
      display: "standalone",
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const png = (sizes: string, purpose: string) =>
      manifest.icons.find((i) => i.type === "image/png" && i.sizes === sizes && i.purpose === purpose);
    expect(png("192x192", "any")).toBeDefined();
    expect(png("512x512", "any")).toBeDefined();
    expect(png("512x512", "maskable")).toBeDefined();
  });

  it("is linked from every page's head, with the favicon, the icons and the theme colour", async () => {
    /** The attributes of every tag of that name in the page, nonce aside. */
    const tags = (page: string, name: string) =>
      [...page.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, "g"))].map((m) => {
        const attributes = Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
        delete attributes.nonce;
        return attributes;
      });
    for (const path of ["/", "/artguide", "/no-such-page"]) {
      const page = await html(path, path === "/no-such-page" ? 404 : 200);
      expect(tags(page, "link"), path).toEqual(
        expect.arrayContaining([
          { rel: "manifest", href: "/manifest.webmanifest" },
          { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
          { rel: "icon", href: "/assets/ui/favicon.svg", type: "image/svg+xml" },
          { rel: "apple-touch-icon", href: "/assets/ui/apple-touch-icon.png" },
        ]),
      );
      expect(tags(page, "meta"), path).toContainEqual({ name: "theme-color", content: "#ffffff" });
    }
  });
});
