import { useEffect, useRef, useState } from "react";
import { Link } from "#app/components/navigation/Link";
import { subscribeAdHref } from "#app/rules/shell/navigation";
import { cornerIsFree } from "./cornerIsFree";

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
    let frame = 0;
    let task = 0;
    const check = () => {
      frame = 0;
      task = 0;
      setCornerFree(cornerIsFree(element, element.offsetWidth));
    };
    // Checked just after the next paint, not before it: whatever changed the page (a reader's
    // press opening a dialog) paints first, and the layout the check reads is already done.
    const schedule = () => {
      if (frame || task) return;
      frame = requestAnimationFrame(() => {
        task = window.setTimeout(check, 0);
      });
    };
    schedule();
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
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
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
