import { useEffect } from "react";
import { useNavigate } from "react-router";
import { navigationForClick } from "./linkClick";

/** Site links (components/navigation/Link.tsx) carry this attribute. */
const SITE_LINK = "a[data-discover]";

/**
 * The one click listener behind every site <Link>: a plain left click on one
 * navigates in-app, as React Router's own <Link> would. It listens on the
 * window, so the links' own onClick handlers (React's, on the document) have
 * run first and may have taken the click.
 */
export function InAppNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(SITE_LINK) : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const { origin, pathname, search, hash } = window.location;
      const next = navigationForClick(event, link, { origin, path: `${pathname}${search}${hash}` });
      // Offline, or with a new version waiting, the link loads as a whole page: the service worker
      // answers it from the device, or the new version takes over for it.
      if (!next || !navigator.onLine || document.documentElement.dataset.updateReady === "true") return;
      event.preventDefault();
      void navigate(next.to, { replace: next.replace, preventScrollReset: next.preventScrollReset });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
