import { useState } from "react";
import { Link } from "#app/components/navigation/Link";
import { siteUrl } from "#app/lib/siteUrl";
import { useHydrated } from "#app/lib/useHydrated";
import { guideTexts } from "#machines/rules/guide/guide";
import { ShareLinks } from "./ShareLinks";

/**
 * The share option of a listing or a venue: a disclosure toggling
 * the share panel, like the press release's. The server sends a link to the
 * share page instead, which a reader without JavaScript follows: a list page
 * then carries one element per card for sharing instead of the panel's nine,
 * and a panel's links are built when it first opens.
 */
export function ShareOption({
  title,
  path,
  sharePage,
  baseUrl,
}: {
  title: string;
  path: string;
  sharePage: string;
  baseUrl: string;
}) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  if (!hydrated) {
    return (
      <Link className="g-option" to={sharePage}>
        {guideTexts.share}
      </Link>
    );
  }
  return (
    <details className="g-disclosure" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="g-option">{guideTexts.share}</summary>
      {opened && <ShareLinks title={title} url={siteUrl(path, baseUrl)} />}
    </details>
  );
}
