import { describe, expect, it } from "vitest";
import { call, html } from "./guide-helpers";

describe("static pages", () => {
  it.each([
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Use"],
    ["/contact", "Contact"],
    ["/artguide/help", "About the artguide"],
    ["/artguide/participate", "Become a member"],
  ])("%s answers 200 with its heading and title", async (path, heading) => {
    const page = await html(path);
    expect(page).toContain(`>${heading}</h1>`);
    expect(page).toMatch(/<title>[^<]+\| Artmagazine<\/title>/);
    expect(page.toLowerCase()).not.toContain("lorem ipsum");
  });

  it("the terms name mandatory arbitration and the class action waiver", async () => {
    const page = await html("/terms");
    expect(page).toContain("mandatory arbitration");
    expect(page).toContain("class action waiver");
  });
});

describe("unknown paths", () => {
  it("answer 404 with the helpful not-found page", async () => {
    const res = await call("/this/page/does-not-exist");
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain("Page not found");
    expect(page).toContain("/this/page/does-not-exist");
    expect(page).toContain('href="/artguide"');
    expect(page).toContain('name="search"');
  });
});
