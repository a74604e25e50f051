import { describe, expect, it } from "vitest";
import { siteUrl } from "./siteUrl";

describe("a site path made absolute", () => {
  it("is the path on the site's origin, as new URL(path, base) gives it", () => {
    for (const base of ["https://art.example", "https://art.example/", "http://localhost:8787"]) {
      for (const path of [
        "/",
        "/artguide/venue/lambert#rania-xu-416",
        "/assets/media/images/1-large.jpg",
        "/search?search=a%20b",
        "https://cdn.example/i.jpg",
        "//cdn.example/i.jpg",
      ]) {
        expect(siteUrl(path, base)).toBe(new URL(path, base).toString());
      }
    }
  });
});
