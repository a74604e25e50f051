import { describe, expect, it } from "vitest";
import { splitForTout } from "./articleBody";

const paras = (n: number) => Array.from({ length: n }, (_, i) => `<p>P${i + 1}</p>`).join("");

describe("article tout ad placement", () => {
  it("goes after the 3rd paragraph of a longer body", () => {
    expect(splitForTout(paras(6))).toEqual([paras(3), "<p>P4</p><p>P5</p><p>P6</p>"]);
  });

  it("goes after the middle paragraph with 3 or fewer", () => {
    expect(splitForTout(paras(3))[0]).toBe("<p>P1</p><p>P2</p>");
    expect(splitForTout(paras(2))[0]).toBe("<p>P1</p>");
    expect(splitForTout(paras(1))).toEqual(["<p>P1</p>", ""]);
  });

  it("counts only top-level paragraphs", () => {
    const html = "<p>A</p><blockquote><p>Q1</p><p>Q2</p></blockquote><p>B<br>b</p><p>C</p><p>D</p>";
    expect(splitForTout(html)[0]).toBe("<p>A</p><blockquote><p>Q1</p><p>Q2</p></blockquote><p>B<br>b</p><p>C</p>");
  });

  it("keeps a body without paragraphs whole", () => {
    expect(splitForTout("<ol><li>One</li></ol>")).toEqual(["<ol><li>One</li></ol>", ""]);
  });
});
