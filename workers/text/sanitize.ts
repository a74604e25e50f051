/**
 * Allowlist HTML sanitiser for the *Formatted content fields (content
 * HTML is rendered only after sanitising). A small tokenizer rather than a DOM:
 * it runs the same in workerd, Node and the browser, and its output is built only
 * from allowlisted tags and attributes, with every text run and attribute value
 * re-escaped, so nothing the input says can reach the page as markup.
 */

export type SanitizeProfile = "block" | "inline";

const INLINE_TAGS = new Set([
  "em",
  "i",
  "strong",
  "b",
  "u",
  "s",
  "sup",
  "sub",
  "small",
  "cite",
  "span",
  "br",
  "q",
  "abbr",
]);
const BLOCK_TAGS = new Set([
  ...INLINE_TAGS,
  "a",
  "p",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "ul",
  "ol",
  "li",
  "figure",
  "figcaption",
  "img",
  "code",
  "pre",
]);
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
  "head",
]);
const ALLOWED_ATTRS: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height", "title"],
  abbr: ["title"],
  q: ["cite"],
};
const URL_ATTRS = new Set(["href", "src", "cite"]);
const SAFE_SCHEMES: Readonly<Record<string, readonly string[]>> = {
  href: ["http", "https", "mailto"],
  src: ["http", "https"],
  cite: ["http", "https"],
};

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
};

/** Decodes character references, for checking attribute values the way a browser reads them. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return "\ufffd";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  // Keep well-formed character references; escape every other & and all angle brackets.
  return text
    .replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Browsers ignore whitespace and control characters inside a URL's scheme, so they are removed before it is checked. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove
const SCHEME_NOISE = /[\u0000-\u0020\u007f-\u009f]+/g;

/** Whether a URL attribute value is relative or uses an allowed scheme. */
export function isSafeUrl(raw: string, attr: "href" | "src" | "cite" = "href"): boolean {
  const compact = decodeEntities(raw).replace(SCHEME_NOISE, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (!scheme) return !compact.startsWith("//") || attr === "href";
  return (SAFE_SCHEMES[attr] ?? []).includes(scheme[1]!);
}

interface Tag {
  name: string;
  closing: boolean;
  attrs: [string, string][];
  end: number;
}

const NAME_START = /[a-z]/i;

/** Reads a tag starting at `start` (the "<"); null when it is not a tag. */
function readTag(html: string, start: number): Tag | null {
  let i = start + 1;
  const closing = html[i] === "/";
  if (closing) i++;
  if (!NAME_START.test(html[i] ?? "")) return null;
  const nameMatch = /^[a-z][a-z0-9-]*/i.exec(html.slice(i, i + 64));
  const name = nameMatch![0].toLowerCase();
  i += nameMatch![0].length;
  const attrs: [string, string][] = [];
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === ">") return { name, closing, attrs, end: i + 1 };
    if (/[\s/]/.test(ch)) {
      i++;
      continue;
    }
    const attrName = /^[^\s/>=]+/.exec(html.slice(i))![0];
    i += attrName.length;
    while (/\s/.test(html[i] ?? "")) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (/\s/.test(html[i] ?? "")) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(i))![0];
        value = unquoted;
        i += unquoted.length;
      }
    }
    attrs.push([attrName.toLowerCase(), value]);
  }
  // An unterminated tag swallows the rest of the input, as a browser would.
  return { name, closing, attrs, end: html.length };
}

function renderOpenTag(tag: Tag): string {
  const allowed = ALLOWED_ATTRS[tag.name] ?? [];
  let out = `<${tag.name}`;
  const seen = new Set<string>();
  let external = false;
  for (const [name, raw] of tag.attrs) {
    if (!allowed.includes(name) || seen.has(name)) continue;
    const value = decodeEntities(raw).trim();
    if (URL_ATTRS.has(name)) {
      if (!isSafeUrl(value, name as "href" | "src" | "cite")) continue;
      if (name === "href" && /^(https?:)?\/\//i.test(value)) external = true;
    }
    if ((name === "width" || name === "height") && !/^\d{1,5}$/.test(value)) continue;
    seen.add(name);
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  if (tag.name === "a" && external) out += ' rel="noopener noreferrer nofollow"';
  if (tag.name === "img") {
    if (!seen.has("src")) return "";
    if (!seen.has("alt")) out += ' alt=""';
    out += ' loading="lazy" decoding="async"';
  }
  return `${out}>`;
}

/**
 * Sanitises an HTML fragment. "block" keeps paragraphs, lists, quotes, links and
 * images (article bodies); "inline" keeps only emphasis-level tags (titles, deks,
 * bylines, captions). Unknown tags are removed and their text kept; dangerous
 * ones are removed with their content; the result is always balanced.
 */
export function sanitizeHtml(html: string | null | undefined, profile: SanitizeProfile = "block"): string {
  if (!html) return "";
  const allowedTags = profile === "inline" ? INLINE_TAGS : BLOCK_TAGS;
  const open: string[] = [];
  let out = "";
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const close = html.indexOf(">", lt);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += "&lt;";
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (!tag.closing && DROP_WITH_CONTENT.has(tag.name)) {
      const closeAt = html.toLowerCase().indexOf(`</${tag.name}`, i);
      if (closeAt === -1) break;
      const closeEnd = html.indexOf(">", closeAt);
      i = closeEnd === -1 ? html.length : closeEnd + 1;
      continue;
    }
    if (!allowedTags.has(tag.name)) continue;
    if (tag.closing) {
      const at = open.lastIndexOf(tag.name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const rendered = renderOpenTag(tag);
    if (!rendered) continue;
    out += rendered;
    if (!VOID_TAGS.has(tag.name)) open.push(tag.name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Plain text of an HTML fragment, for <title>, meta descriptions and alt text. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutDropped = sanitizeHtml(html, "inline");
  return decodeEntities(withoutDropped.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}
