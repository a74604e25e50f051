import { describe, expect, it } from "vitest";
import { parseSlides } from "./slides";

describe("simple slider slides", () => {
  it("reads a JSON list of slides", () => {
    expect(parseSlides('[{"image":"/a.jpg","caption":"A"},{"image":"/b.jpg"}]')).toEqual([
      { image: "/a.jpg", caption: "A", url: "", alt: "" },
      { image: "/b.jpg", caption: "", url: "", alt: "" },
    ]);
  });
  it("logs and shows nothing on a parse failure", () => {
    const logged: string[] = [];
    expect(parseSlides("[{", (m) => logged.push(m))).toEqual([]);
    expect(parseSlides('[{"caption":"no image"}]', (m) => logged.push(m))).toEqual([]);
    expect(logged).toHaveLength(2);
  });
});
