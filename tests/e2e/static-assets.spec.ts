import { expect, test } from "./fixtures";

// Issue 10 §4: static files (public/_headers) carry the transport and sniffing
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
