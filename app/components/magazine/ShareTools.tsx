import { CopyLinkButton } from "#app/components/shell/CopyLinkButton";
import { openShareWindow } from "#app/lib/openShareWindow";
import { mailtoUrl, sharePostUrl, shareUrl } from "#app/rules/shell/share";

/**
 * Share and copy-link controls: social post and social share windows, a
 * mailto link, and the copy-link button (CopyLinkButton).
 */
export function ShareTools({ url, title }: { url: string; title: string }) {
  return (
    <div className="mag-share" data-testid="share-tools">
      <span className="mag-label">Share</span>
      <a
        href={sharePostUrl(url, title)}
        onClick={openShareWindow}
        target="_blank"
        rel="noopener noreferrer"
        className="mag-share__link"
      >
        Post
      </a>
      <a
        href={shareUrl(url, title)}
        onClick={openShareWindow}
        target="_blank"
        rel="noopener noreferrer"
        className="mag-share__link"
      >
        Share
      </a>
      <a href={mailtoUrl(url, title)} className="mag-share__link">
        E-mail
      </a>
      <CopyLinkButton url={url} className="mag-share__link mag-share__copy" statusClassName="mag-share__status" />
    </div>
  );
}
