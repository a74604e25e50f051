import { describe, expect, it } from "vitest";
import { ftsQuery, ftsWords, markHighlight, SNIPPET_CLOSE, SNIPPET_OPEN } from "./search-query";

describe("ftsQuery", () => {
  it("quotes words and makes the last one a prefix", () => {
    expect(ftsQuery("Kara Walk")).toBe('"kara" "walk"*');
    expect(ftsQuery("Kara", { prefixLast: false })).toBe('"kara"');
    expect(ftsQuery("wal", { column: "title" })).toBe('title : ("wal"*)');
  });

  it("neutralises FTS5 syntax in the input", () => {
    expect(ftsQuery('NEAR(a b) OR "x" AND -y title:z*')).toBe('"near" "a" "b" "or" "x" "and" "y" "title" "z"*');
    expect(ftsQuery('""" *** ()')).toBeNull();
  });

  it("keeps accented and non-Latin words", () => {
    expect(ftsWords("Café Zürich 東京")).toEqual(["café", "zürich", "東京"]);
  });
});

describe("markHighlight", () => {
  it("escapes the snippet and marks the matches", () => {
    expect(markHighlight(`a <b> ${SNIPPET_OPEN}walker${SNIPPET_CLOSE} & co`)).toBe(
      "a &lt;b&gt; <mark>walker</mark> &amp; co",
    );
  });
});
