import { type MouseEvent, type ReactNode, useId, useRef } from "react";
import { useFocusTrap } from "#app/lib/focusTrap";
import type { OverlayName } from "#machines/overlay";
import { CloseIcon } from "./icons";
import { useOverlayActor } from "./ShellProvider";

export interface DialogProps {
  overlay: OverlayName;
  /** Visible heading text, used as the dialog's accessible name. */
  title: ReactNode;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Modal dialogs trap focus and close on a press outside; the privacy notice is not modal. */
  modal?: boolean;
  className?: string;
  /** Extra class on the panel, e.g. the iOS fix class. */
  panelClassName?: string;
  /** A mouse press inside the panel (the search overlay closes on presses outside its form). */
  onPanelMouseDown?: (event: MouseEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * The one dialog frame of the shell: role="dialog", aria-modal, labelled by
 * its heading, focus trapped and returned, a Close button, and a backdrop
 * that closes on a mouse press outside the panel. Escape is handled by the
 * shell for every overlay.
 */
export function Dialog({
  overlay,
  title,
  hideTitle,
  modal = true,
  className,
  panelClassName,
  onPanelMouseDown,
  children,
}: DialogProps) {
  const actor = useOverlayActor();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, { modal });
  const close = () => actor.send({ type: "CLOSE", overlay });

  return (
    <div className={`overlay overlay--${overlay}${className ? ` ${className}` : ""}`} data-overlay={overlay}>
      {modal && <div className="overlay__backdrop" aria-hidden="true" onMouseDown={close} />}
      <div
        ref={panel}
        className={`overlay__panel${panelClassName ? ` ${panelClassName}` : ""}`}
        role="dialog"
        aria-modal={modal}
        aria-labelledby={titleId}
        tabIndex={-1}
        onMouseDown={onPanelMouseDown}
        data-testid={`overlay-${overlay}`}
      >
        <div className="overlay__head">
          <h2 id={titleId} className={hideTitle ? "visually-hidden" : "overlay__title"}>
            {title}
          </h2>
          <button
            type="button"
            className="icon-button overlay__close"
            onClick={close}
            aria-label="Close"
            data-testid="overlay-close"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
