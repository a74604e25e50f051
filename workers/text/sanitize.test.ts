import { describe, expect, it } from "vitest";
import { htmlToText, isSafeUrl, sanitizeHtml } from "./sanitize";

describe("sanitizeHtml keeps editorial markup", () => {
  it("keeps paragraphs, emphasis, lists and quotes", () => {
    const html = "<p>The <em>show</em> is <strong>big</strong>.</p><ul><li>one</li></ul><blockquote>q</blockquote>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps safe links and marks external ones", () => {
    expect(sanitizeHtml('<a href="/news/1-x">in</a>')).toBe('<a href="/news/1-x">in</a>');
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&amp;c=2">out</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">out</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.org">mail</a>')).toBe('<a href="mailto:a@b.org">mail</a>');
  });

  it("keeps images with numeric sizes, lazily loaded", () => {
    expect(sanitizeHtml('<img src="/assets/a.svg" width="800" height="600" alt="A">')).toBe(
      '<img src="/assets/a.svg" width="800" height="600" alt="A" loading="lazy" decoding="async">',
    );
    expect(sanitizeHtml('<img src="/a.svg" width="100%">')).toBe(
      '<img src="/a.svg" alt="" loading="lazy" decoding="async">',
    );
  });

  it("keeps character references and escapes stray ampersands and brackets", () => {
    expect(sanitizeHtml("Tom &amp; Jerry &mdash; 3 < 4 & 5 > 2")).toBe(
      "Tom &amp; Jerry &mdash; 3 &lt; 4 &amp; 5 &gt; 2",
    );
  });

  it("balances unclosed tags and drops stray closing tags", () => {
    expect(sanitizeHtml("<p><em>open")).toBe("<p><em>open</em></p>");
    expect(sanitizeHtml("</div>text</p>")).toBe("text");
    expect(sanitizeHtml("<p><em>a</p>b")).toBe("<p><em>a</em></p>b");
  });
});

describe("sanitizeHtml removes attacks", () => {
  const attacks: [string, string][] = [
    ["<script>alert(1)</script>ok", "ok"],
    ["<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok", "ok"],
    ["<style>body{display:none}</style>ok", "ok"],
    ['<iframe src="https://evil.example"></iframe>ok', "ok"],
    ["<svg><script>alert(1)</script></svg>ok", "ok"],
    ['<img src=x onerror="alert(1)">', '<img src="x" alt="" loading="lazy" decoding="async">'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\tscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href=" &#x6A;avascript&colon;alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ""],
    ['<p style="background:url(javascript:alert(1))" class="x" id="y">t</p>', "<p>t</p>"],
    ['<p onclick="alert(1)">t</p>', "<p>t</p>"],
    ["<!-- <script>alert(1)</script> -->ok", "ok"],
    ["<![CDATA[<script>alert(1)</script>]]>ok", "alert(1)]]&gt;ok"],
    ['<div><form action="/steal"><input name="p"></form></div>t', "t"],
    [
      '<a href="/x" title="a&quot; onmouseover=&quot;alert(1)">x</a>',
      '<a href="/x" title="a&quot; onmouseover=&quot;alert(1)">x</a>',
    ],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["<script>never closed", ""],
    [
      '<img src="https://ok.example/a.png" <script>',
      '<img src="https://ok.example/a.png" alt="" loading="lazy" decoding="async">',
    ],
    ["<base href=//evil.example/><meta http-equiv=refresh content=0>ok", "ok"],
    ["<math><mi xlink:href=javascript:alert(1)>x</mi></math>ok", "ok"],
  ];
  for (const [input, expected] of attacks) {
    it(`neutralises ${JSON.stringify(input)}`, () => {
      const out = sanitizeHtml(input);
      expect(out).toBe(expected);
      expect(out).not.toMatch(/<script|javascript:|onerror=|onclick=|<iframe|<style|<svg|<form/i);
    });
  }
});

describe("inline profile", () => {
  it("keeps emphasis and drops block markup and links", () => {
    expect(sanitizeHtml('<p><em>Title</em> <a href="/x">here</a></p>', "inline")).toBe("<em>Title</em> here");
  });
});

describe("isSafeUrl", () => {
  it("allows relative, http(s) and mailto hrefs only", () => {
    expect(isSafeUrl("/news")).toBe(true);
    expect(isSafeUrl("#top")).toBe(true);
    expect(isSafeUrl("https://a.org")).toBe(true);
    expect(isSafeUrl("javascript:x")).toBe(false);
    expect(isSafeUrl("//cdn.example/a.png", "src")).toBe(false);
  });
});

describe("htmlToText", () => {
  it("gives plain text without scripts", () => {
    expect(htmlToText("<em>Kara</em> &amp; <b>Walker</b><script>x</script>")).toBe("Kara & Walker");
  });
});
