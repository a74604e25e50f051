import type { ReactNode } from "react";

/** The frame of the account screens: a centred card with a caps heading, as in the overlays. */
export function AccountCard({
  heading,
  children,
  wide = false,
}: {
  heading: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="page account-page">
      <section className={wide ? "account-card account-card--wide" : "account-card"} aria-labelledby="account-heading">
        <h1 className="account-card__heading" id="account-heading">
          {heading}
        </h1>
        {children}
      </section>
    </div>
  );
}
