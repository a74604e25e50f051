import type { ReactNode } from "react";

/**
 * The toggle/accordion with its open and close text: a native
 * details element, so it works without JavaScript and with the keyboard.
 */
export function Toggle({
  openText,
  closeText,
  children,
}: {
  openText: string;
  closeText: string;
  children: ReactNode;
}) {
  return (
    <details className="toggle" data-testid="toggle">
      <summary className="toggle__summary">
        <span className="toggle__open">{openText}</span>
        <span className="toggle__close">{closeText}</span>
      </summary>
      <div className="toggle__body">{children}</div>
    </details>
  );
}
