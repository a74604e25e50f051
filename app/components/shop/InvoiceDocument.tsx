import type { ReactNode } from "react";
import { Link } from "#app/components/navigation/Link";

/** The frame of an invoice: the brand, its title and date line, the document itself, and `back` (the link under it). */
export function InvoiceDocument({
  title,
  meta,
  back,
  children,
}: {
  title: string;
  meta: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="page page--narrow shop-page invoice" data-testid="invoice">
      <header className="invoice__head">
        <p className="invoice__brand">Artmagazine</p>
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="meta">{meta}</p>
        </div>
      </header>
      {children}
      <p className="shop-actions invoice__actions">
        <Link className="button button--secondary" to={back.to}>
          {back.label}
        </Link>
      </p>
    </div>
  );
}
