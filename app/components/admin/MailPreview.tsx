import { NEWSLETTER_TEXTS } from "#machines/rules/admin/adminNewsletter";

/**
 * A newsletter as the reader gets it, in a sandboxed frame: no scripts, no
 * same-origin access, links open nowhere. The HTML is the server's own render,
 * every text in it escaped.
 */
export function MailPreview({ html }: { html: string }) {
  return (
    <figure className="nl-preview">
      <figcaption className="nl-preview__caption">{NEWSLETTER_TEXTS.previewTitle}</figcaption>
      <iframe
        className="nl-preview__frame"
        title={NEWSLETTER_TEXTS.previewFrame}
        sandbox=""
        srcDoc={html}
        data-testid="mail-preview"
      />
    </figure>
  );
}
