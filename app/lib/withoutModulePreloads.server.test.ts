import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./withoutModulePreloads.server";

const page =
  "<!DOCTYPE html><html><head><title>Café Zürich — “shows”</title>" +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/>' +
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '</head><body><p>Text that quotes <link rel="modulepreload"> in the body — ünïcödé</p>' +
  '<script type="module" async="">import * as route0 from "/assets/root.js";</script></body></html>';

describe("a page without module preloads", () => {
  it("takes every module preload out of the head and keeps the rest of it", () => {
    const head = withoutModulePreloads(page).split("</head>")[0]!;
    expect(head).not.toContain("modulepreload");
    expect(head).toContain("<title>Café Zürich — “shows”</title>");
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(head).toContain('<link rel="preload" href="/assets/font.woff2"');
  });

  it("leaves the body as it was: its module script still loads the modules", () => {
    const out = withoutModulePreloads(page);
    expect(out.slice(out.indexOf("</head>"))).toBe(page.slice(page.indexOf("</head>")));
  });

  it("leaves a document without a head unchanged", () => {
    const text = '{"ok":true} <link rel="modulepreload">';
    expect(withoutModulePreloads(text)).toBe(text);
  });
});
