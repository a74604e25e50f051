import { guideTexts } from "../../../machines/rules/guide";

/** Share links (mail and two social networks), in a disclosure that works without JavaScript. */
export function SharePanel({ title, path, baseUrl }: { title: string; path: string; baseUrl: string }) {
  const url = new URL(path, baseUrl).toString();
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
          <a href={`https://x.com/intent/post?text=${text}&url=${link}`} target="_blank" rel="noopener noreferrer">
            X
          </a>
        </li>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${link}`} target="_blank" rel="noopener noreferrer">
            Facebook
          </a>
        </li>
      </ul>
    </details>
  );
}
