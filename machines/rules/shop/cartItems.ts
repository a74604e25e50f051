import { type IssueFormat, onlyInStock, shopTexts } from "./shop";

/**
 * One cart line as the cart machine holds it, local or server: the server line id once the server knows it, the item and
 * format, quantity, price in cents and the stock of that format.
 */
export interface CartItem {
  id: number | null;
  itemId: number;
  type: IssueFormat;
  /** The format's name as the issue's page lists it ("Print + tote bag"); "" for a line stored before names were kept. */
  formatLabel: string;
  quantity: number;
  priceCents: number;
  title: string;
  pathPurchase: string;
  imagePath: string;
  instock: number;
}

/** Lines are the same line when item and format match. */
export function sameLine(a: Pick<CartItem, "itemId" | "type">, b: Pick<CartItem, "itemId" | "type">): boolean {
  return a.itemId === b.itemId && a.type === b.type;
}

/** Why an add of one copy is refused, or null when it fits (digital: one copy; others: stock). */
export function addRefusal(items: readonly CartItem[], item: CartItem): string | null {
  const line = items.find((l) => sameLine(l, item));
  if (item.type === "digital" && line) return shopTexts.duplicateDigital;
  const wanted = (line?.quantity ?? 0) + 1;
  if (wanted > item.instock) return onlyInStock(item.instock);
  return null;
}

/** The items with one more copy of item (a new line at the end). */
export function withAdded(items: readonly CartItem[], item: CartItem): CartItem[] {
  if (!items.some((l) => sameLine(l, item))) return [...items, { ...item, quantity: 1 }];
  return items.map((l) => (sameLine(l, item) ? { ...l, quantity: l.quantity + 1, instock: item.instock } : l));
}

/** A quantity field's draft as a number, or null when blank or not a whole number. */
export function parseQuantity(draft: string): number | null {
  const text = draft.trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/** Why a quantity update is refused, or null when it may be sent. */
export function updateRefusal(line: CartItem, quantity: number | null): string | null {
  if (quantity === null || quantity < 1) return "Please enter a quantity.";
  if (quantity === line.quantity) return "unchanged";
  if (line.type === "digital" && quantity > 1) return shopTexts.duplicateDigital;
  if (quantity > line.instock) return onlyInStock(line.instock);
  return null;
}

/**
 * The update button is disabled while a call is active, when the value is
 * unchanged, blank or above stock.
 */
export function updateDisabled(line: CartItem, draft: string, active: boolean): boolean {
  return active || updateRefusal(line, parseQuantity(draft)) !== null;
}

/** The message under a quantity being typed: "There are only {n} copies in stock." once it is above stock, else null. */
export function quantityNotice(line: CartItem, draft: string): string | null {
  const quantity = parseQuantity(draft);
  if (line.type === "digital" || quantity === null || quantity <= line.instock) return null;
  return onlyInStock(line.instock);
}

/** A blank quantity reverts to the line's quantity on blur. */
export function quantityOnBlur(line: CartItem, draft: string): string {
  return draft.trim() === "" ? String(line.quantity) : draft;
}

export function subtotalCents(items: readonly CartItem[]): number {
  return items.reduce((n, l) => n + l.priceCents * l.quantity, 0);
}

export function physicalCount(items: readonly CartItem[]): number {
  return items.filter((l) => l.type !== "digital").reduce((n, l) => n + l.quantity, 0);
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((n, l) => n + l.quantity, 0);
}
