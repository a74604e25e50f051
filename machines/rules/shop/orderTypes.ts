/** An order as workers/db/orders.ts reads it and the invoice shows it. */

export interface OrderView {
  id: number;
  status: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  country: string;
  email: string;
  shipping: Record<string, string>;
  billing: Record<string, string>;
  paymentRef: string | null;
  createdAt: string;
  /** "November 26, 2026", written here so the invoice carries no date code. */
  createdText: string;
  /** `format` is the format's name as the purchase page gave it ("Print + tote bag"), not its code. */
  lines: { position: number; title: string; format: string; quantity: number; unitPriceCents: number }[];
}
