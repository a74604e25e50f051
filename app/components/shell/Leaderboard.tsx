import { useEffect, useRef } from "react";
import type { LeaderboardAd } from "#app/lib/rootData";
import { useHeaderActor } from "./ShellProvider";

/**
 * The 970 leaderboard ad above the header, rendered with the page (so it is
 * there without JavaScript and never shifts the page: the image's width and
 * height reserve its box at every width). Its height is measured and sent to
 * the header machine: the header becomes sticky once the page scrolls past
 * it (0 when a page has none). The height waits for the header machine to
 * start (on the first scroll).
 */
export function LeaderboardSlot({ ad }: { ad: LeaderboardAd | null }) {
  const header = useHeaderActor();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const measure = () =>
      header.sendWhenStarted({
        type: "LEADERBOARD_MEASURED",
        height: Math.round(element.getBoundingClientRect().height),
      });
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
  return (
    <div ref={slot} className="leaderboard-slot" data-ad="leaderboard" data-testid="leaderboard-slot">
      {ad && (
        <aside className="leaderboard" aria-label="Advertisement">
          <a
            href={ad.url}
            rel="sponsored noopener"
            target="_blank"
            className="leaderboard__link"
            data-testid="leaderboard"
          >
            <img src={ad.src} alt={ad.name} width={ad.width} height={ad.height} decoding="async" />
          </a>
        </aside>
      )}
    </div>
  );
}
