import { CopyLinkButton } from "#app/components/shell/CopyLinkButton";
import { openShareWindow } from "#app/lib/openShareWindow";
import { useHydrated } from "#app/lib/useHydrated";
import { mailtoUrl, sharePostUrl, shareUrl } from "#app/rules/shell/share";

/** The guide's share panel: a mailto link, the social post and share windows and a copy-link button for one page of the site. */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  // The copy button needs JavaScript: the share page without it lists the links alone.
  const hydrated = useHydrated();
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
      {hydrated && (
        <li className="g-share__copy">
          <CopyLinkButton url={url} className="g-share__button" statusClassName="g-share__status" />
        </li>
      )}
    </ul>
  );
}
