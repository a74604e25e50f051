import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { OverlayName } from "#machines/overlay";
import { Dialog } from "./Dialog";
import { useActiveOverlay } from "./ShellProvider";

/** The element the shell renders at the end of <body> for overlays opened by pages. */
export const OVERLAY_ROOT_ID = "overlay-root";

export function OverlayRoot() {
  return <div id={OVERLAY_ROOT_ID} />;
}

/**
 * Host for overlays whose content comes from a page (lightbox, viewing-room
 * lightbox, popup ad): render it anywhere, it shows in a dialog at the top
 * of the page only while the overlay machine has `overlay` open.
 *
 *   const overlay = useOverlayActor();
 *   overlay.send({ type: "OPEN", overlay: "lightbox" });
 *   <OverlayHost overlay="lightbox" title="Images">…</OverlayHost>
 */
export function OverlayHost({
  overlay,
  title,
  hideTitle = true,
  className,
  children,
}: {
  overlay: OverlayName;
  title: ReactNode;
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const active = useActiveOverlay();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => setRoot(document.getElementById(OVERLAY_ROOT_ID)), []);
  if (active !== overlay || !root) return null;
  return createPortal(
    <Dialog overlay={overlay} title={title} hideTitle={hideTitle} className={className}>
      {children}
    </Dialog>,
    root,
  );
}
