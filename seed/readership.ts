// Readers, their subscriptions, orders and sign-ins over the past year, so
// the admin's reports have shape: more sign-ups in the autumn art season and
// before the holidays, fewer at weekends and in midsummer, a slow growth
// through the year. Subscribers live mostly in the United States and Canada
// (with their state or province), the rest around the world.
import { addDays, instant } from "./dates.ts";
import type { Issue } from "./magazine.ts";
import type { Rng } from "./random.ts";
import { personName, slugify } from "./text.ts";

export interface SeedReader {
  id: number;
  username: string;
  email: string;
  isSubscriber: boolean;
  createdAt: string;
}

export interface SeedSubscription {
  id: number;
  userId: number;
  planId: string;
  flags: number;
  priceCents: number;
  country: string;
  region: string | null;
  status: string;
  startsAt: string;
  endsAt: string;
  createdAt: string;
}

export interface SeedOrder {
  id: number;
  userId: number;
  key: string;
  status: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  country: string;
  email: string;
  address: string;
  createdAt: string;
  lines: {
    position: number;
    issueId: number;
    format: string;
    title: string;
    quantity: number;
    unitPriceCents: number;
  }[];
}

export interface SeedSignIn {
  userId: number;
  createdAt: string;
  ip: string;
  userAgent: string;
}

export interface Readership {
  readers: SeedReader[];
  subscriptions: SeedSubscription[];
  orders: SeedOrder[];
  signIns: SeedSignIn[];
}

/** Generated accounts have no usable password: this is no valid hash, so no password matches it. */
export const NO_PASSWORD = "seed-no-password";

const DAY_MS = 86_400_000;

/** How likely a sign-up is on a day (0..1): seasonal peaks, quiet weekends and August, growth over the year. */
export function signupWeight(day: string, daysAgo: number): number {
  const date = new Date(`${day}T00:00:00Z`);
  const dayOfYear = Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS);
  const bump = (centre: number, width: number) => {
    const distance = Math.min(Math.abs(dayOfYear - centre), 365 - Math.abs(dayOfYear - centre));
    return Math.exp(-((distance / width) ** 2));
  };
  // Autumn season (late September), holidays (early December), spring fairs (March); August is quiet.
  const season = 0.45 + 0.9 * bump(265, 24) + 1.1 * bump(340, 16) + 0.5 * bump(75, 18) - 0.3 * bump(220, 20);
  const weekday = date.getUTCDay();
  const week = weekday === 0 || weekday === 6 ? 0.55 : 1;
  const growth = 1 - daysAgo / 900;
  return Math.max(0.05, (season * week * growth) / 2.1);
}

/** A day in the past year drawn by signupWeight (rejection sampling, so the shape is exact in expectation). */
function drawDay(rng: Rng, today: string): { day: string; daysAgo: number } {
  for (;;) {
    const daysAgo = rng.int(0, 364);
    const day = addDays(today, -daysAgo);
    if (rng.next() < signupWeight(day, daysAgo)) return { day, daysAgo };
  }
}

const COUNTRIES: readonly (readonly [string, number])[] = [
  ["US", 52],
  ["CA", 10],
  ["GB", 7],
  ["DE", 4],
  ["FR", 4],
  ["IT", 3],
  ["CH", 2],
  ["NL", 2],
  ["JP", 2],
  ["AU", 2],
  ["ES", 1.5],
  ["SE", 1],
  ["BE", 1],
  ["AT", 1],
  ["DK", 1],
  ["NO", 0.8],
  ["IE", 0.8],
  ["MX", 1],
  ["BR", 1],
  ["AR", 0.6],
  ["KR", 0.8],
  ["CN", 0.8],
  ["IN", 0.6],
  ["IL", 0.6],
  ["ZA", 0.5],
  ["NZ", 0.5],
  ["PL", 0.5],
  ["PT", 0.5],
  ["GR", 0.4],
  ["TR", 0.4],
  ["AE", 0.4],
  ["CO", 0.3],
  ["CL", 0.3],
];

const US_STATES: readonly (readonly [string, number])[] = [
  ["NY", 24],
  ["CA", 17],
  ["IL", 6],
  ["MA", 6],
  ["TX", 5],
  ["FL", 5],
  ["NJ", 4],
  ["PA", 4],
  ["WA", 4],
  ["DC", 3],
  ["CT", 3],
  ["MD", 2],
  ["VA", 2],
  ["GA", 2],
  ["OR", 2],
  ["CO", 2],
  ["MN", 2],
  ["MI", 2],
  ["OH", 1.5],
  ["NM", 1.5],
  ["LA", 1],
  ["NC", 1],
  ["AZ", 1],
  ["MO", 1],
  ["WI", 1],
  ["RI", 1],
  ["VT", 0.6],
  ["HI", 0.6],
];

const CA_PROVINCES: readonly (readonly [string, number])[] = [
  ["ON", 40],
  ["QC", 25],
  ["BC", 20],
  ["AB", 8],
  ["NS", 3],
  ["MB", 2],
  ["SK", 1],
  ["NB", 1],
];

const BROWSERS = [
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
];

/** Plan id, flags, price and term for a delivery country (a quarter of the readers choose digital only). */
function planFor(rng: Rng, country: string): { id: string; priceCents: number; termMonths: number; digital: boolean } {
  if (rng.chance(0.22)) return { id: "D1Y", priceCents: 3000, termMonths: 12, digital: true };
  const twoYears = rng.chance(0.45);
  if (country === "US")
    return twoYears
      ? { id: "P2Y-US", priceCents: 9000, termMonths: 24, digital: false }
      : { id: "P1Y-US", priceCents: 5000, termMonths: 12, digital: false };
  if (country === "CA")
    return twoYears
      ? { id: "P2Y-CA", priceCents: 12500, termMonths: 24, digital: false }
      : { id: "P1Y-CA", priceCents: 7000, termMonths: 12, digital: false };
  return twoYears
    ? { id: "P2Y-ITNL", priceCents: 17000, termMonths: 24, digital: false }
    : { id: "P1Y-ITNL", priceCents: 9500, termMonths: 12, digital: false };
}

export function buildReadership(
  rng: Rng,
  options: { scale: number; today: string; firstUserId: number; firstSubscriptionId: number; issues: readonly Issue[] },
): Readership {
  const { scale, today, firstUserId, firstSubscriptionId, issues } = options;
  const count = Math.max(8, Math.round(1200 * scale));
  const readers: SeedReader[] = [];
  const subscriptions: SeedSubscription[] = [];
  const orders: SeedOrder[] = [];
  const signIns: SeedSignIn[] = [];
  const names = new Set<string>();
  const buyable = issues.filter((i) => i.formats.some((f) => f.format === "print"));
  const draws = Array.from({ length: count }, () => drawDay(rng, today)).sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [i, { day, daysAgo }] of draws.entries()) {
    const id = firstUserId + i;
    let username = slugify(personName(rng)).replace(/-/g, ".");
    while (names.has(username)) username = `${username}${rng.int(1, 9)}`;
    names.add(username);
    const createdAt = instant(day, rng.int(6 * 60, 23 * 60));
    const subscribes = rng.chance(0.38);
    const country = rng.weighted(COUNTRIES);
    const region = country === "US" ? rng.weighted(US_STATES) : country === "CA" ? rng.weighted(CA_PROVINCES) : null;
    const status = !subscribes ? null : rng.chance(0.04) ? "failed" : rng.chance(0.03) ? "pending" : "active";
    readers.push({ id, username, email: `${username}@example.net`, isSubscriber: status === "active", createdAt });
    if (status) {
      const plan = planFor(rng, country);
      const startDay = addDays(day, rng.int(0, Math.min(3, daysAgo)));
      subscriptions.push({
        id: firstSubscriptionId + subscriptions.length,
        userId: id,
        planId: plan.id,
        flags: 4,
        priceCents: plan.priceCents,
        country,
        region,
        status,
        startsAt: `${startDay}T00:00:00Z`,
        endsAt: `${addDays(startDay, Math.round(plan.termMonths * 30.44))}T00:00:00Z`,
        createdAt: instant(startDay, rng.int(7 * 60, 22 * 60)),
      });
    }
    if (buyable.length > 0 && rng.chance(0.3)) {
      const orderDay = addDays(day, rng.int(0, Math.min(60, daysAgo)));
      const picked = rng.sample(buyable, rng.int(1, 2));
      const lines = picked.map((issue, position) => {
        const format = issue.formats.find((f) => f.format === "print") ?? issue.formats[0]!;
        return {
          position,
          issueId: issue.id,
          format: format.format,
          title: issue.title,
          quantity: rng.chance(0.15) ? 2 : 1,
          unitPriceCents: format.priceCents,
        };
      });
      const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
      const shipping = country === "US" ? 500 : 1500;
      const orderStatus = rng.weighted([
        ["paid", 86],
        ["failed", 5],
        ["pending", 5],
        ["cancelled", 4],
      ] as const);
      const [first = "", last = ""] = username.split(".");
      orders.push({
        id: orders.length + 1,
        userId: id,
        key: `seed-order-${orders.length + 1}`,
        status: orderStatus,
        subtotalCents: subtotal,
        shippingCents: shipping,
        totalCents: subtotal + shipping,
        country,
        email: `${username}@example.net`,
        address: JSON.stringify({
          firstName: first,
          lastName: last,
          address1: `${rng.int(1, 480)} ${rng.pick(["Main Street", "Park Avenue", "Harbour Road", "Rue Lepic", "Hauptstraße"])}`,
          city: rng.pick(["Springfield", "Riverton", "Lakeside", "Fairview", "Oakdale"]),
          state: region ?? "",
          zip: String(rng.int(10000, 99999)),
          country,
        }),
        createdAt: instant(orderDay, rng.int(7 * 60, 23 * 60)),
        lines,
      });
    }
    const visits = rng.int(0, 3);
    for (let v = 0; v < visits; v++) {
      const visitDay = addDays(day, rng.int(0, daysAgo));
      signIns.push({
        userId: id,
        createdAt: instant(visitDay, rng.int(0, 24 * 60 - 1)),
        ip: `198.51.100.${rng.int(1, 254)}`,
        userAgent: rng.pick(BROWSERS),
      });
    }
  }
  return { readers, subscriptions, orders, signIns };
}
