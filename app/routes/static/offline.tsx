import { useEffect, useState } from "react";
import { lazyComponent } from "#app/lib/lazy";
import { stylesheet } from "#app/lib/stylesheet";
import guideCss from "#app/styles/guide.css?url";
import { offlineTexts } from "#machines/rules/pocket/offline";
import type { Route } from "./+types/offline";

// Only the offline page lists kept pages: its code stays out of the guide's first load.
const KeptPages = lazyComponent<Record<string, never>>(
  () => import("#app/components/guide/KeptPages").then((m) => ({ default: m.KeptPages })),
  { fallback: null },
);

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

/**
 * The offline page: the service worker keeps it from install and sends a
 * reader here (?from=the page asked for) when a page is not kept on the
 * device. The Worker renders it for nobody, so it holds nothing personal.
 */
export function headers() {
  return { "cache-control": "public, max-age=60" };
}

export function meta() {
  return [{ title: "Offline | artguide" }, { name: "robots", content: "noindex" }];
}

export default function Offline() {
  // Read after hydration: the kept copy was rendered without the address of the page asked for.
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("from");
    setFrom(asked?.startsWith("/") ? asked : null);
  }, []);
  return (
    <div className="g-page g-offline">
      <h1 className="g-title">{offlineTexts.offlineTitle}</h1>
      <p className="g-offline__lead">{offlineTexts.pageNotSaved}</p>
      {from && (
        <p className="g-offline__from">
          <code>{from}</code>
        </p>
      )}
      <KeptPages />
      <p className="g-offline__back">{offlineTexts.backOnline}</p>
    </div>
  );
}
