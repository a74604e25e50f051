import { useEffect, useState } from "react";
import { Link } from "#app/components/navigation/Link";
import { subscribeAdHref } from "#machines/rules/navigation";

/**
 * The subscribe promotion: a header button and a corner tab. The button sits
 * beside the cart on wide screens and at the end of the navigation row below
 * 1200 px, where the bar has no room for it beside the masthead. For subscribers
 * both switch to the gift variant (image and link, spec 1 §1 and §6). The
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

export function SubscribeTab({ subscribeUrl, isSubscriber }: { subscribeUrl: string; isSubscriber: boolean }) {
  // The fixed tab steps aside while the footer is on screen, so it never covers the newsletter or legal links.
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const footer = document.getElementById("site-footer");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setFooterInView(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return (
    <Link
      data-hidden={footerInView || undefined}
      aria-hidden={footerInView || undefined}
      tabIndex={footerInView ? -1 : undefined}
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
