import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./lowPriorityModulePreloads.server";

const rewrite = lowPriorityModulePreloads;

const page =
  '<!DOCTYPE html><html><head><title>Café Zürich — “shows”</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/>' +
  '</head><body><p>Text that quotes <link rel="modulepreload"> in the body — ünïcödé</p></body></html>';

describe("module preloads at low priority", () => {
  it("marks every module preload of the head low", () => {
    const out = rewrite(page);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/(entry\.client|framework)\.js"/g)).toHaveLength(2);
    expect(out).toContain("<title>Café Zürich — “shows”</title>");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("leaves the body as it was, characters beyond ASCII included", () => {
    const out = rewrite(page);
    expect(out.slice(out.indexOf("</head>"))).toBe(page.slice(page.indexOf("</head>")));
  });

  it("leaves a document without a head unchanged", () => {
    const text = '{"ok":true} <link rel="modulepreload">';
    expect(rewrite(text)).toBe(text);
  });
});
