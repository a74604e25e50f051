import { useState } from "react";
import { openShareWindow } from "#app/lib/openShareWindow";
import { useHydrated } from "#app/lib/useHydrated";
import { mailtoUrl, sharePostUrl, shareUrl } from "#app/rules/shell/share";
import { COPY_LINK_SUCCESS } from "#machines/rules/magazine/magazine";

/**
 * Share and copy-link controls: social post and social
 * share windows, a mailto link, and a copy button that confirms "url copied"
 * (a failure is only logged). The copy button needs JavaScript, so it appears
 * once the page is hydrated rather than sitting there dead before.
 */
export function ShareTools({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn("Copy link failed", error);
    }
  };
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
      {hydrated && (
        <button type="button" className="mag-share__link mag-share__copy" onClick={copy} data-testid="copy-link">
          Copy link
        </button>
      )}
      <span role="status" className="mag-share__status">
        {copied ? COPY_LINK_SUCCESS : ""}
      </span>
    </div>
  );
}
