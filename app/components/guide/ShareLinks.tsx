import { openShareWindow } from "#app/lib/openShareWindow";
import { mailtoUrl, sharePostUrl, shareUrl } from "#app/rules/shell/share";

/** The guide's share panel: a mailto link and the social post and share windows for one page of the site. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  return (
    <ul className="g-share">
      <li>
        <a href={mailtoUrl(url, title)}>E-mail</a>
      </li>
      <li>
        <a href={sharePostUrl(url, title)} target="_blank" rel="noopener noreferrer" onClick={openShareWindow}>
          X
        </a>
      </li>
      <li>
        <a href={shareUrl(url, title)} target="_blank" rel="noopener noreferrer" onClick={openShareWindow}>
          Facebook
        </a>
      </li>
    </ul>
  );
}
