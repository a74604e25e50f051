import type { NewsletterKind } from "#machines/rules/admin/adminNewsletter";

/**
 * A newsletter mail from the site's own content: the HTML part (tables and
 * inline styles, as mail clients need) and the plain-text part. Every text is
 * escaped here; no stored HTML reaches the mail, so the preview is safe to
 * show in a sandboxed frame.
 */
export interface MailLink {
  title: string;
  url: string;
  /** A second line: artists, a dek, a venue. */
  note?: string;
  /** A third, small line: dates, a venue's address. */
  meta?: string;
}

export type TemplateContent =
  | { kind: "print"; heading: string; intro: string; url: string; items: MailLink[] }
  | { kind: "shows" | "artguide"; heading: string; intro: string; url: string; items: MailLink[] }
  | { kind: "video"; heading: string; intro: string; url: string; items: MailLink[] }
  | { kind: "stationary"; heading: string; letter: string };

export interface MailFrame {
  /** The site's public address, without a trailing slash: links are made absolute with it. */
  baseUrl: string;
  preheader: string;
  /** The recipient's one-click unsubscribe page. */
  unsubscribeUrl: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A site path made absolute; anything but a site path or an http(s) address becomes the home page. */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!path.startsWith("/") || path.startsWith("//")) return `${baseUrl}/`;
  return `${baseUrl}${path}`;
}

const KIND_LABEL: Record<NewsletterKind, string> = {
  print: "In print",
  shows: "Openings",
  video: "Video",
  stationary: "Letter",
  artguide: "Art guide",
};

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

function itemHtml(item: MailLink, baseUrl: string): string {
  const href = escapeHtml(absoluteUrl(baseUrl, item.url));
  return `<tr><td style="padding:18px 0;border-top:1px solid #d9d9d9">
<a href="${href}" style="font:400 21px/1.25 ${SERIF};color:#111;text-decoration:none">${escapeHtml(item.title)}</a>
${item.note ? `<div style="font:15px/1.45 ${SERIF};color:#333;margin-top:6px">${escapeHtml(item.note)}</div>` : ""}
${item.meta ? `<div style="font:11px/1.5 ${SANS};letter-spacing:.08em;text-transform:uppercase;color:#6b6b6b;margin-top:8px">${escapeHtml(item.meta)}</div>` : ""}
</td></tr>`;
}

function paragraphsHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font:17px/1.6 ${SERIF};color:#111">${escapeHtml(p).replace(/\r?\n/g, "<br>")}</p>`,
    )
    .join("\n");
}

export function renderNewsletter(content: TemplateContent, frame: MailFrame): RenderedMail {
  const home = `${frame.baseUrl}/`;
  const unsubscribe = escapeHtml(frame.unsubscribeUrl);
  const body =
    content.kind === "stationary"
      ? paragraphsHtml(content.letter)
      : `${content.intro ? `<p style="margin:0 0 8px;font:17px/1.55 ${SERIF};color:#333">${escapeHtml(content.intro)}</p>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${content.items.map((i) => itemHtml(i, frame.baseUrl)).join("\n")}</table>
<p style="margin:24px 0 0"><a href="${escapeHtml(absoluteUrl(frame.baseUrl, content.url))}" style="display:inline-block;padding:12px 22px;background:#111;color:#fff;font:700 12px/1 ${SANS};letter-spacing:.1em;text-transform:uppercase;text-decoration:none">Read more</a></p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f2">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(frame.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f2"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff">
<tr><td style="padding:28px 32px 18px;border-bottom:2px solid #111">
<a href="${escapeHtml(home)}" style="font:700 26px/1 ${SERIF};letter-spacing:.02em;color:#111;text-decoration:none">ARTMAGAZINE</a>
<div style="font:700 11px/1 ${SANS};letter-spacing:.14em;text-transform:uppercase;color:#d0021b;margin-top:10px">${KIND_LABEL[content.kind]}</div>
</td></tr>
<tr><td style="padding:26px 32px 32px">
<h1 style="margin:0 0 14px;font:400 30px/1.15 ${SERIF};color:#111">${escapeHtml(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:18px 32px 26px;border-top:1px solid #d9d9d9;font:12px/1.6 ${SANS};color:#6b6b6b">
You receive this newsletter because you signed up at Artmagazine.
<a href="${unsubscribe}" style="color:#111">Unsubscribe</a> with one click.
</td></tr>
</table></td></tr></table>
</body></html>`;

  const lines =
    content.kind === "stationary"
      ? [content.letter.trim()]
      : [
          content.intro,
          ...content.items.map((i) =>
            [i.title, i.note, i.meta, absoluteUrl(frame.baseUrl, i.url)].filter(Boolean).join("\n"),
          ),
          `More: ${absoluteUrl(frame.baseUrl, content.url)}`,
        ];
  const text = [
    content.heading.toUpperCase(),
    "",
    ...lines.filter(Boolean).flatMap((l) => [l, ""]),
    `Unsubscribe: ${frame.unsubscribeUrl}`,
  ].join("\n");
  return { html, text };
}
