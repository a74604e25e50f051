// Draws the site's icons once, from the mark of public/assets/ui/favicon.svg
// (a white serif A over a red rule on ink), set in the site's own Newsreader:
// public/favicon.ico (16, 32 and 48 px) and the PNGs the web app manifest and
// iOS name. The outputs are committed; run `node scripts/make-icons.mjs` after
// changing the mark. Uses Debian's chromium through playwright-core.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const INK = "#111111";
const PAPER = "#ffffff";
const ACCENT = "#d7000f";
const font = readFileSync(
  new URL("../node_modules/@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2", import.meta.url),
).toString("base64");

/** The mark on a 64-unit square; `scale` shrinks it about the centre (maskable icons keep it in the safe zone). */
function markSvg(scale) {
  const offset = 32 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
  <rect width="64" height="64" fill="${INK}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <text x="32" y="45" text-anchor="middle" font-family="Mark" font-size="40" font-weight="700" fill="${PAPER}">A</text>
    <rect x="14" y="51" width="36" height="3" fill="${ACCENT}"/>
  </g>
</svg>`;
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage({ deviceScaleFactor: 1 });

async function png(size, scale) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>@font-face{font-family:Mark;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
      html,body{margin:0;width:${size}px;height:${size}px;overflow:hidden}</style>${markSvg(scale)}`,
  );
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ type: "png", omitBackground: false });
}

/** An ICO holding PNG images (every current browser reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const out = (path) => new URL(`../public/${path}`, import.meta.url);
const favicons = [];
for (const size of [16, 32, 48]) favicons.push({ size, data: await png(size, 1) });
writeFileSync(out("favicon.ico"), ico(favicons));
writeFileSync(out("assets/ui/icon-192.png"), await png(192, 1));
writeFileSync(out("assets/ui/icon-512.png"), await png(512, 1));
// Maskable: launchers crop to a circle of 80% of the side, so the mark fills about 60%.
writeFileSync(out("assets/ui/icon-maskable-512.png"), await png(512, 0.7));
writeFileSync(out("assets/ui/apple-touch-icon.png"), await png(180, 0.85));
await browser.close();
console.log("icons written to public/");
