import { useEffect, useState } from "react";
import { offlineTexts } from "#machines/rules/pocket/offline";
import { ownerOfCache, pageKindOf } from "#machines/rules/pocket/offlineCaches";

interface KeptPage {
  path: string;
  title: string;
}

const MAX_LISTED = 30;

/** The guide pages this device keeps (the service worker's caches), with their titles. */
async function keptPages(): Promise<KeptPage[]> {
  const pages = new Map<string, KeptPage>();
  for (const name of await caches.keys()) {
    if (ownerOfCache(name) === null) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || !pageKindOf(url.pathname) || pages.has(url.pathname)) continue;
      const html = (await (await cache.match(request))?.text()) ?? "";
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? url.pathname;
      pages.set(url.pathname, {
        path: url.pathname,
        title: new DOMParser().parseFromString(title, "text/html").body.textContent ?? title,
      });
      if (pages.size >= MAX_LISTED) break;
    }
  }
  return [...pages.values()];
}

/**
 * What the reader can open without a connection: myguide first (when it is
 * kept), then the other guide pages kept on this device. Plain links: each
 * loads as a whole page, which the service worker answers from the device.
 */
export function KeptPages() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    if (!("caches" in window)) return setPages([]);
    void keptPages().then(setPages, () => setPages([]));
  }, []);
  if (pages === null) return null;
  const myguide = pages.some((p) => p.path === "/artguide/myguide");
  const others = pages.filter((p) => p.path !== "/artguide/myguide");
  return (
    <div className="g-offline__kept">
      {myguide && (
        <p className="g-offline__myguide">
          {offlineTexts.myguideAvailable}{" "}
          <a className="g-option" href="/artguide/myguide">
            {offlineTexts.openMyguide}
          </a>
        </p>
      )}
      <h2 className="g-offline__heading">{offlineTexts.savedPagesHeading}</h2>
      {others.length === 0 ? (
        <p>{offlineTexts.savedPagesNone}</p>
      ) : (
        <ul className="g-offline__list">
          {others.map((p) => (
            <li key={p.path}>
              <a href={p.path}>{p.title}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
