import { expect, test } from "@playwright/test";

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
