import { useState } from "react";
import { useHydrated } from "#app/lib/useHydrated";
import { COPY_LINK_SUCCESS, COPY_LINK_TEXT } from "#machines/rules/magazine/magazine";

/**
 * A copy-link button that confirms "url copied" in a status beside it (a
 * failure is only logged), for every share panel of the site: an article's
 * or a viewing room's share tools and the guide's share panel. It needs
 * JavaScript, so it appears once the page is hydrated rather than sitting
 * there dead before.
 */
export function CopyLinkButton({
  url,
  className,
  statusClassName,
}: {
  url: string;
  className: string;
  statusClassName: string;
}) {
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn("Copy link failed", error);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={copy} data-testid="copy-link">
        {COPY_LINK_TEXT}
      </button>
      <span role="status" className={statusClassName}>
        {copied ? COPY_LINK_SUCCESS : ""}
      </span>
    </>
  );
}
