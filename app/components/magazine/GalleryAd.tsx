import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { useInView } from "#app/lib/useInView";
import type { Ad } from "#machines/rules/magazine/adTypes";

const loadMachine = () => import("#machines/galleryRotation").then((m) => m.galleryRotationMachine);

/**
 * A batch of gallery ads showing one at a time, rotating every 10 s; hover
 * and focus pause it, reduced motion keeps it still (the first ad shows
 * without JavaScript). The rotation machine starts when the ads come into view.
 */
export function GalleryAd({ ads, className = "" }: { ads: Ad[]; className?: string }) {
  const actor = useLazyActor(loadMachine, () => ({ input: { count: ads.length } }));
  const index = useLazySelector(actor, (s) => s.context.index, 0);
  const { ref: box } = useInView<HTMLElement>(
    () => {
      if (ads.length < 2) return;
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) actor.sendWhenStarted({ type: "PAUSE" });
      void actor.start();
    },
    { once: true },
  );
  if (ads.length === 0) return null;
  const ad = ads[index % ads.length]!;
  return (
    <aside
      ref={box}
      className={`mag-gallery-ad ${className}`}
      aria-label="Gallery advertisements"
      data-testid="gallery-ad"
      onMouseEnter={() => actor.send({ type: "PAUSE" })}
      onMouseLeave={() => actor.send({ type: "RESUME" })}
      onFocus={() => actor.send({ type: "PAUSE" })}
      onBlur={() => actor.send({ type: "RESUME" })}
    >
      <p className="mag-ad-label">Galleries</p>
      <a href={ad.url} rel="sponsored noopener" target="_blank">
        <img src={ad.src} alt={ad.name} width={ad.width} height={ad.height} loading="lazy" />
      </a>
    </aside>
  );
}
