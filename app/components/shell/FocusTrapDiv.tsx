import { type HTMLAttributes, useRef } from "react";
import { useFocusTrap } from "#app/lib/focusTrap";

/**
 * A modal dialog's element for dialogs that are mounted when they open (the
 * map, its phone modal, the guide image viewer): Tab stays inside, focus moves
 * in on mount and goes back to the opener on unmount.
 */
export function FocusTrapDiv(props: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref);
  return <div ref={ref} {...props} />;
}
