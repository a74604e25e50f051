import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHeaderActor } from "./ShellProvider";

const LEADERBOARD_SLOT_ID = "leaderboard-slot";

/**
 * The place above the header where a page's leaderboard ad goes. Its height
 * is measured and sent to the header machine: the header becomes sticky once
 * the page scrolls past it (0 when there is no leaderboard). The height waits
 * for the header machine to start (on the first scroll).
 */
export function LeaderboardSlot() {
  const header = useHeaderActor();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      header.sendWhenStarted({
        type: "LEADERBOARD_MEASURED",
        height: Math.round(element.getBoundingClientRect().height),
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
  return <div id={LEADERBOARD_SLOT_ID} ref={slot} className="leaderboard-slot" data-ad="leaderboard" />;
}

/** Renders a page's leaderboard ad into the slot above the header: `<Leaderboard><Ad size="970" /></Leaderboard>`. */
export function Leaderboard({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(LEADERBOARD_SLOT_ID)), []);
  return slot ? createPortal(children, slot) : null;
}
