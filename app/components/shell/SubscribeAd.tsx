import { useEffect, useRef, useState } from "react";
import { Link } from "#app/components/navigation/Link";
import { whenIdle, whenSettled } from "#app/lib/timing";
import { subscribeAdHref } from "#app/rules/shell/navigation";
import { cornerIsFree } from "./cornerIsFree";

/** The longest the corner tab waits for an idle moment to check its corner after the page changed. */
const CHECK_WAIT_MS = 300;

/**
 * The subscribe promotion: a header button and a corner tab. The button sits
 * beside the cart on wide screens and at the end of the navigation row below
 * 1200 px, where the bar has no room for it beside the masthead. For subscribers
 * both switch to the gift variant (image and link). The
 * shell hides both on the subscribe and invoice sections.
 */
export function SubscribeButton({ subscribeUrl, isSubscriber }: { subscribeUrl: string; isSubscriber: boolean }) {
  return (
    <Link
      to={subscribeAdHref(subscribeUrl, isSubscriber)}
      className="button button--small subscribe-button"
      data-testid="header-subscribe"
      data-variant={isSubscriber ? "gift" : "subscribe"}
    >
      {isSubscriber ? "Give a gift" : "Subscribe"}
    </Link>
  );
}

/**
 * The corner tab never covers a control: it shows only while the corner it takes
 * has nothing a reader could tap under it, checked on scroll, resize and whenever
 * the page's content changes (a carousel arriving, a list growing). Until the page's
 * JavaScript has checked, and without JavaScript, it stays hidden: the header's
 * button is the promotion then.
 */
export function SubscribeTab({ subscribeUrl, isSubscriber }: { subscribeUrl: string; isSubscriber: boolean }) {
  const tab = useRef<HTMLAnchorElement>(null);
  const [cornerFree, setCornerFree] = useState(false);
  useEffect(() => {
    const element = tab.current;
    if (!element) return;
    let cancel: (() => void) | null = null;
    const check = () => {
      cancel = null;
      setCornerFree(cornerIsFree(element, element.offsetWidth));
    };
    // Checked when the page is idle (25 hit tests): never in the tasks of a reader's input and its
    // paint (typing a search, a list growing), at most CHECK_WAIT_MS after the change. The first
    // check waits for the page to settle: until then the page is still arriving (hydration,
    // carousels, images), and each change would ask for another check.
    let settled = false;
    const schedule = () => {
      if (settled) cancel ??= whenIdle(check, CHECK_WAIT_MS);
    };
    const cancelSettled = whenSettled(() => {
      settled = true;
      check();
    });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["class", "hidden"],
    });
    return () => {
      cancelSettled();
      cancel?.();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      changes.disconnect();
    };
  }, []);
  const hidden = !cornerFree;
  return (
    <Link
      ref={tab}
      data-hidden={hidden || undefined}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      to={subscribeAdHref(subscribeUrl, isSubscriber)}
      className="subscribe-tab"
      data-testid="subscribe-tab"
      data-variant={isSubscriber ? "gift" : "subscribe"}
    >
      <img
        src={isSubscriber ? "/assets/ui/subscribe-tab-gift.svg" : "/assets/ui/subscribe-tab.svg"}
        alt={isSubscriber ? "Give Artmagazine as a gift" : "Subscribe to Artmagazine, from $50 a year"}
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
      />
    </Link>
  );
}
