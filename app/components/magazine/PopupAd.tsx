import { useEffect, useState } from "react";
import { OverlayHost } from "#app/components/shell/OverlayHost";
import { useOverlayActor } from "#app/components/shell/ShellProvider";
import { LazyActor } from "#app/lib/lazyActor";
import { useRootData } from "#app/lib/rootData";
import type { Ad } from "#workers/db/ads";

const counterKey = (ad: Ad) => `popupAdCounter:${ad.id}`;

/**
 * The 415x415 popup ad (spec 1 §4): on each page view its per-ad counter,
 * kept in this browser, moves on modulo the ad's frequency; the ad shows
 * when the counter was 0. It opens once the reader starts scrolling, not
 * over the page as it arrives: the reader sees what they came for first
 * (and the page's own content stays its largest paint). Nothing happens
 * without JavaScript. The machine (and xstate) load only when the section
 * has a popup ad.
 */
export function PopupAd({ section }: { section: string }) {
  const { apiPath, subscribeUrl } = useRootData().config;
  const overlay = useOverlayActor();
  const [ad, setAd] = useState<Ad | null>(null);
  useEffect(() => {
    let cancelled = false;
    let stopWaiting = () => {};
    // Stopped on cleanup: a machine still loading then never starts (nor moves the counter).
    let stopMachine = () => {};
    fetch(`${apiPath}/ads?section=${encodeURIComponent(section)}`)
      .then((res) => (res.ok ? (res.json() as Promise<{ popup: Ad | null }>) : { popup: null }))
      .then(async ({ popup }) => {
        if (cancelled || !popup) return;
        const stored = Number(window.localStorage.getItem(counterKey(popup)) ?? "0");
        const machine = new LazyActor(
          () =>
            import("#machines/popupAd").then(({ popupAdMachine }) =>
              popupAdMachine.provide({
                actions: {
                  storeCounter: (_, { counter }) => window.localStorage.setItem(counterKey(popup), String(counter)),
                },
              }),
            ),
          () => ({ input: { counter: stored, frequency: popup.frequency } }),
        );
        stopMachine = () => machine.stop();
        const actor = await machine.start();
        const shown = actor?.getSnapshot().matches("shown") ?? false;
        machine.stop();
        if (cancelled || !shown) return;
        const open = () => {
          if (cancelled) return;
          setAd(popup);
          overlay.send({ type: "OPEN", overlay: "popupAd" });
        };
        window.addEventListener("scroll", open, { once: true, passive: true });
        stopWaiting = () => window.removeEventListener("scroll", open);
      })
      // Only logged (spec 1 §8): a page without its popup is fine.
      .catch((error: unknown) => console.warn("Popup ad", error));
    return () => {
      cancelled = true;
      stopMachine();
      stopWaiting();
    };
  }, [apiPath, section, overlay]);
  if (!ad) return null;
  return (
    <OverlayHost overlay="popupAd" title="Advertisement" className="popup-ad">
      <a href={ad.url} rel="sponsored noopener" target="_blank" className="popup-ad__link" data-testid="popup-ad">
        <img src={ad.src} alt={ad.name} width={415} height={415} />
      </a>
      <a href={subscribeUrl} className="popup-ad__subscribe mag-button" data-testid="popup-subscribe">
        Subscribe
      </a>
    </OverlayHost>
  );
}
