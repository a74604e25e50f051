import type { ReactNode } from "react";

/** A purchase's confirmation page: which purchase (`kicker`), how its payment stands (`heading`), then the details. */
export function ConfirmationPage({
  kicker,
  heading,
  headingTestId,
  children,
}: {
  kicker: string;
  heading: string;
  headingTestId: string;
  children: ReactNode;
}) {
  return (
    <div className="page page--narrow shop-page">
      <header className="page-header">
        <p className="kicker">{kicker}</p>
        <h1 className="page-title" data-testid={headingTestId}>
          {heading}
        </h1>
      </header>
      {children}
    </div>
  );
}
