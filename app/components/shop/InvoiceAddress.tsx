import type { ReactNode } from "react";

/** One address block of an invoice ("Billed to", "Shipped to"): its label over the address lines. */
export function InvoiceAddress({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="invoice__address">
      <h2 className="invoice__label">{title}</h2>
      <address>{children}</address>
    </div>
  );
}
