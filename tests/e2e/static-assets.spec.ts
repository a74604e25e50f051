import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";

// Static files (public/_headers) carry the transport and sniffing
// protections the Worker gives its pages; the Content-Security-Policy stays the pages' own.
test("static files are served with the security headers", async ({ request }) => {
  const html = await (await request.get("/privacy")).text();
  const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(script, "a built script named in the page").toBeTruthy();
  for (const path of [script!, "/assets/ui/favicon.svg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["strict-transport-security"], path).toBe("max-age=31536000; includeSubDomains");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
});

test("built files, named by their content's hash, are cached for a year; files with fixed names are revalidated", async ({
  request,
}) => {
  const html = await (await request.get("/privacy")).text();
  const built = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]);
  expect(built.length).toBeGreaterThan(1);
  for (const path of built) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
  expect((await request.get("/assets/ui/favicon.svg")).headers()["cache-control"]).toBe(
    "public, max-age=0, must-revalidate",
  );
});

test("the favicon and the manifest's icons are static files; browsers find the site installable", async ({
  playwright,
  baseURL,
  launchOptions,
  request,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { icons: { src: string }[] };
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);

  // Chromium's own verdict on the manifest and the page. Test contexts are incognito, where
  // Chromium never installs, so this one has a profile of its own, as a reader's browser does.
  const profile = mkdtempSync(join(tmpdir(), "installable-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    const cdp = await context.newCDPSession(page);
    const { errors: manifestErrors, url } = await cdp.send("Page.getAppManifest");
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifestErrors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
