import type { MouseEvent } from "react";
import { guideTexts } from "../../../machines/rules/guide";
import { shareWindowFeatures } from "../../../machines/rules/share";
import { siteUrl } from "../../lib/siteUrl";

/** Social links open in a 550 × 450 window with JavaScript; a new tab without. */
function openSharePopup(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.open(event.currentTarget.href, "share", shareWindowFeatures(window.screen.width, window.screen.height));
}

/** Share links (mail and two social networks), in a disclosure that works without JavaScript. */
export function SharePanel({ title, path, baseUrl }: { title: string; path: string; baseUrl: string }) {
  const url = siteUrl(path, baseUrl);
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  return (
    <details className="g-disclosure">
      <summary className="g-option">{guideTexts.share}</summary>
      <ul className="g-share">
        <li>
          <a href={`mailto:?subject=${text}&body=${link}`}>E-mail</a>
        </li>
        <li>
          <a href={`https://x.com/intent/post?text=${text}&url=${link}`} target="_blank" rel="noopener noreferrer" onClick={openSharePopup}>
            X
          </a>
        </li>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${link}`} target="_blank" rel="noopener noreferrer" onClick={openSharePopup}>
            Facebook
          </a>
        </li>
      </ul>
    </details>
  );
}
