import { useEffect, useRef, useState } from "react";
import type { Actor } from "xstate";
import { OverlayHost } from "#app/components/shell/OverlayHost";
import { useActiveOverlay, useOverlayActor } from "#app/components/shell/ShellProvider";
import { inOwnTask } from "#app/lib/inOwnTask";
import { fetchJson } from "#app/lib/jsonApi";
import { LazyActor } from "#app/lib/lazyActor";
import { useRootData } from "#app/lib/rootData";
import { visitAgeMs } from "#app/lib/visit";
import type { popupAdMachine } from "#machines/popupAd";
import type { Ad } from "#machines/rules/magazine/adTypes";

const counterKey = (ad: Ad) => `popupAdCounter:${ad.id}`;

/**
 * The 415x415 popup ad: the ad is due when its per-ad counter, kept in this
 * browser, is 0. The counter moves on modulo the ad's frequency on each page
 * view where the ad is not due, and once it has opened where it is. A due
 * ad waits for the reader: a scroll, the visit's first seconds over, and no
 * other overlay open (it waits until that one closes). It opens as a dialog like the others: dimmed page, Close,
 * focus moved in and given back. Nothing happens without JavaScript. The
 * machine (and xstate) load only when the section has a popup ad.
 */
export function PopupAd({ section }: { section: string }) {
  const { config, viewer } = useRootData();
  const { apiPath, subscribeUrl } = config;
  const overlay = useOverlayActor();
  const active = useActiveOverlay();
  const activeNow = useRef(active);
  activeNow.current = active;
  const machine = useRef<Actor<typeof popupAdMachine> | null>(null);
  const [ad, setAd] = useState<Ad | null>(null);

  useEffect(() => {
    let cancelled = false;
    let stopListening = () => {};
    const cancelFetch = inOwnTask(() => {
      fetchJson<{ popup: Ad | null }>(`${apiPath}/ads?section=${encodeURIComponent(section)}`)
        .then(async ({ popup }) => {
          if (cancelled || !popup) return;
          const stored = Number(window.localStorage.getItem(counterKey(popup)) ?? "0");
          const lazy = new LazyActor(
            () =>
              import("#machines/popupAd").then(({ popupAdMachine }) =>
                popupAdMachine.provide({
                  actions: {
                    storeCounter: (_, { counter }) => window.localStorage.setItem(counterKey(popup), String(counter)),
                    openPopup: () => {
                      setAd(popup);
                      overlay.send({ type: "OPEN", overlay: "popupAd" });
                    },
                  },
                }),
              ),
            () => ({
              input: {
                counter: stored,
                frequency: popup.frequency,
                visitAgeMs: visitAgeMs(),
                overlayOpen: activeNow.current !== null,
              },
            }),
          );
          // Stopped on cleanup: a machine still loading then never starts (nor moves the counter).
          stopListening = () => lazy.stop();
          const actor = await lazy.start();
          if (cancelled || !actor) return;
          // This page's decision, readable from outside: "waiting" (due, waiting for the reader) or "hidden".
          document.documentElement.dataset.popupAd = String(actor.getSnapshot().value);
          if (actor.getSnapshot().status === "done") return;
          machine.current = actor;
          const onScroll = () => actor.send({ type: "SCROLLED" });
          window.addEventListener("scroll", onScroll, { passive: true });
          stopListening = () => {
            window.removeEventListener("scroll", onScroll);
            lazy.stop();
          };
        })
        // Only logged: a page without its popup is fine.
        .catch((error: unknown) => console.warn("Popup ad", error));
    });
    return () => {
      cancelled = true;
      cancelFetch();
      machine.current = null;
      stopListening();
    };
  }, [apiPath, section, overlay]);

  // Other overlays hold the popup back; closing the popup, or another overlay replacing it, ends it.
  useEffect(() => {
    const actor = machine.current;
    if (!actor || active === "popupAd") return;
    if (actor.getSnapshot().matches("shown")) actor.send({ type: "CLOSE" });
    else actor.send({ type: active === null ? "OVERLAY_CLOSED" : "OVERLAY_OPENED" });
  }, [active]);

  if (!ad) return null;
  return (
    <OverlayHost overlay="popupAd" title="Advertisement" hideTitle={false} className="popup-ad">
      <a href={ad.url} rel="sponsored noopener" target="_blank" className="popup-ad__link" data-testid="popup-ad">
        <img src={ad.src} alt={ad.name} width={415} height={415} />
      </a>
      {/* A subscriber is offered nothing to subscribe to. */}
      {!viewer?.isSubscriber && (
        <a href={subscribeUrl} className="popup-ad__subscribe mag-button" data-testid="popup-subscribe">
          Subscribe
        </a>
      )}
    </OverlayHost>
  );
}
