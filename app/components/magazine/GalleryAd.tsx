import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { galleryRotationMachine } from "../../../machines/galleryRotation";
import type { Ad } from "../../../workers/db/ads";

/**
 * A batch of gallery ads showing one at a time, rotating every 10 s; hover
 * and focus pause it, reduced motion keeps it still (the first ad shows
 * without JavaScript).
 */
export function GalleryAd({ ads, className = "" }: { ads: Ad[]; className?: string }) {
  const [state, send] = useMachine(galleryRotationMachine, { input: { count: ads.length } });
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) send({ type: "PAUSE" });
  }, [send]);
  if (ads.length === 0) return null;
  const ad = ads[state.context.index % ads.length]!;
  return (
    <aside
      className={`mag-gallery-ad ${className}`}
      aria-label="Gallery advertisements"
      data-testid="gallery-ad"
      onMouseEnter={() => send({ type: "PAUSE" })}
      onMouseLeave={() => send({ type: "RESUME" })}
      onFocus={() => send({ type: "PAUSE" })}
      onBlur={() => send({ type: "RESUME" })}
    >
      <p className="mag-ad-label">Galleries</p>
      <a href={ad.url} rel="sponsored noopener" target="_blank">
        <img src={ad.src} alt={ad.name} width={ad.width} height={ad.height} loading="lazy" />
      </a>
    </aside>
  );
}
