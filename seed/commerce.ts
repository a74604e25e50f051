// Subscription plans, discount codes, ads of every size, and the demo
// accounts local testers sign in with.
import { addDays } from "./dates.ts";
import type { Issue } from "./magazine.ts";
import { AD_DIMENSIONS, AD_SIZES, type AdSize, type PlannedAd } from "./media-plan.ts";
import type { Rng } from "./random.ts";

export interface Plan {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  flags: number;
  country: "US" | "CA" | "INTL" | "ALL";
  recipient: "individual" | "gift" | "student" | "institution";
  termMonths: number;
  digitalOnly: boolean;
  needsBilling: boolean;
  isActive: boolean;
}

const PRINT = "Print and digital: every issue in print, full access to the digital archive.";
const DIGITAL = "Digital only: every issue on the web and in the app, plus the full archive since 1962.";

// Flags: 4 normal subscription, 36 gift (gift adds 32). P2Y-US, P2Y-CA, P2Y-ITNL are the primary ids.
export const PLANS: readonly Plan[] = [
  {
    id: "P2Y-US",
    title: "2 years (20 issues)",
    description: PRINT,
    priceCents: 9000,
    flags: 4,
    country: "US",
    recipient: "individual",
    termMonths: 24,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "P1Y-US",
    title: "1 year (10 issues)",
    description: PRINT,
    priceCents: 5000,
    flags: 4,
    country: "US",
    recipient: "individual",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "P2Y-CA",
    title: "2 years (20 issues)",
    description: PRINT,
    priceCents: 12500,
    flags: 4,
    country: "CA",
    recipient: "individual",
    termMonths: 24,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "P1Y-CA",
    title: "1 year (10 issues)",
    description: PRINT,
    priceCents: 7000,
    flags: 4,
    country: "CA",
    recipient: "individual",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "P2Y-ITNL",
    title: "2 years (20 issues)",
    description: PRINT,
    priceCents: 17000,
    flags: 4,
    country: "INTL",
    recipient: "individual",
    termMonths: 24,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "P1Y-ITNL",
    title: "1 year (10 issues)",
    description: PRINT,
    priceCents: 9500,
    flags: 4,
    country: "INTL",
    recipient: "individual",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "D1Y",
    title: "1 year digital",
    description: DIGITAL,
    priceCents: 3000,
    flags: 4,
    country: "ALL",
    recipient: "individual",
    termMonths: 12,
    digitalOnly: true,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "P3Y-US",
    title: "3 years (30 issues)",
    description: PRINT,
    priceCents: 12000,
    flags: 4,
    country: "US",
    recipient: "individual",
    termMonths: 36,
    digitalOnly: false,
    needsBilling: true,
    isActive: false,
  },
  {
    id: "G1Y-US",
    title: "Gift: 1 year (10 issues)",
    description: PRINT,
    priceCents: 5000,
    flags: 36,
    country: "US",
    recipient: "gift",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "G2Y-US",
    title: "Gift: 2 years (20 issues)",
    description: PRINT,
    priceCents: 9000,
    flags: 36,
    country: "US",
    recipient: "gift",
    termMonths: 24,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "G1Y-CA",
    title: "Gift: 1 year (10 issues)",
    description: PRINT,
    priceCents: 7000,
    flags: 36,
    country: "CA",
    recipient: "gift",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "G1Y-ITNL",
    title: "Gift: 1 year (10 issues)",
    description: PRINT,
    priceCents: 9500,
    flags: 36,
    country: "INTL",
    recipient: "gift",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "GD1Y",
    title: "Gift: 1 year digital",
    description: DIGITAL,
    priceCents: 3000,
    flags: 36,
    country: "ALL",
    recipient: "gift",
    termMonths: 12,
    digitalOnly: true,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "S1Y-US",
    title: "Student: 1 year (10 issues)",
    description: PRINT,
    priceCents: 3500,
    flags: 4,
    country: "US",
    recipient: "student",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "S1Y-CA",
    title: "Student: 1 year (10 issues)",
    description: PRINT,
    priceCents: 5000,
    flags: 4,
    country: "CA",
    recipient: "student",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "S1Y-ITNL",
    title: "Student: 1 year (10 issues)",
    description: PRINT,
    priceCents: 7500,
    flags: 4,
    country: "INTL",
    recipient: "student",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "SD1Y",
    title: "Student: 1 year digital",
    description: DIGITAL,
    priceCents: 2000,
    flags: 4,
    country: "ALL",
    recipient: "student",
    termMonths: 12,
    digitalOnly: true,
    needsBilling: true,
    isActive: true,
  },
  {
    id: "I1Y-US",
    title: "Institution: 1 year (10 issues)",
    description: `${PRINT} Invoiced to the institution.`,
    priceCents: 15000,
    flags: 4,
    country: "US",
    recipient: "institution",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: false,
    isActive: true,
  },
  {
    id: "I1Y-CA",
    title: "Institution: 1 year (10 issues)",
    description: `${PRINT} Invoiced to the institution.`,
    priceCents: 17500,
    flags: 4,
    country: "CA",
    recipient: "institution",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: false,
    isActive: true,
  },
  {
    id: "I1Y-ITNL",
    title: "Institution: 1 year (10 issues)",
    description: `${PRINT} Invoiced to the institution.`,
    priceCents: 20000,
    flags: 4,
    country: "INTL",
    recipient: "institution",
    termMonths: 12,
    digitalOnly: false,
    needsBilling: false,
    isActive: true,
  },
];

export const DISCOUNT_CODES = [
  { code: "WELCOME10", isActive: true, ratePercent: 10, kind: "general" },
  { code: "HOLIDAY20", isActive: true, ratePercent: 20, kind: "general" },
  { code: "SPRING2019", isActive: false, ratePercent: 20, kind: "general" },
  { code: "STUDENT25", isActive: true, ratePercent: 25, kind: "student" },
  { code: "OLDSTUDENT", isActive: false, ratePercent: 30, kind: "student" },
  { code: "LIBRARY15", isActive: true, ratePercent: 15, kind: "institution" },
] as const;

export interface Ad {
  id: number;
  size: AdSize;
  kind: "display" | "button" | "internal" | "issue";
  section: string;
  name: string;
  src: string;
  width: number;
  height: number;
  url: string;
  frequency: number;
  weight: number;
  issueId: number | null;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

const AD_COUNTS: Record<AdSize, number> = {
  "970": 6,
  "750": 6,
  "750B": 4,
  "750C": 4,
  "110": 24,
  "415x415": 3,
  tout: 4,
};
const SECTIONS = ["home", "news", "artguide", "picks", "video", "columns", "print"];

export function buildAds(
  rng: Rng,
  scale: number,
  today: string,
  creatives: readonly PlannedAd[],
  issues: readonly Issue[],
  coverPath: (issue: Issue) => string,
): Ad[] {
  const ads: Ad[] = [];
  const push = (ad: Omit<Ad, "id">) => ads.push({ id: ads.length + 1, ...ad });
  // Larger scales model a bigger archive and guide; the ads on sale stay what one
  // magazine sells (a thousand-times archive does not run a thousand times the ads).
  const inventory = Math.min(scale, 1);
  for (const size of AD_SIZES) {
    const pool = creatives.filter((c) => c.size === size);
    const [width, height] = AD_DIMENSIONS[size];
    const count = Math.max(1, Math.round(AD_COUNTS[size] * inventory));
    for (let i = 0; i < count; i++) {
      const creative = pool[i % pool.length] as PlannedAd;
      const expired = i > 2 && rng.chance(0.08);
      push({
        size,
        kind: "display",
        // The first of each size runs everywhere so every section has every size.
        section: i === 0 ? "all" : rng.pick(SECTIONS),
        name: `${creative.text.advertiser}: ${creative.text.line}`,
        src: creative.path,
        width,
        height,
        url: `https://www.example.com/ads/${size.toLowerCase()}-${i + 1}`,
        frequency: size === "415x415" ? (i === 0 ? 5 : rng.int(2, 6)) : 5,
        weight: rng.int(1, 5),
        issueId: null,
        startsAt: `${addDays(today, -rng.int(1, 30))}T00:00:00Z`,
        endsAt: expired ? `${addDays(today, -1)}T23:59:59Z` : `${addDays(today, rng.int(20, 90))}T23:59:59Z`,
        isActive: !expired,
      });
    }
  }
  // Button ads, house (internal) ads for subscriptions, and issue ads with covers.
  const buttons = creatives.filter((c) => c.size === "110");
  for (let i = 0; i < 4; i++) {
    const c = buttons[i % buttons.length] as PlannedAd;
    push({
      size: "110",
      kind: "button",
      section: "all",
      name: c.text.advertiser,
      src: c.path,
      width: 220,
      height: 300,
      url: `https://www.example.com/ads/button-${i + 1}`,
      frequency: 5,
      weight: 1,
      issueId: null,
      startsAt: `${addDays(today, -10)}T00:00:00Z`,
      endsAt: `${addDays(today, 60)}T23:59:59Z`,
      isActive: true,
    });
  }
  const wide = creatives.filter((c) => c.size === "970");
  for (const [i, section] of ["all", "home", "artguide"].entries()) {
    const c = wide[(i + 3) % wide.length] as PlannedAd;
    push({
      size: "970",
      kind: "internal",
      section,
      name: "Subscribe: print and digital from $50 a year",
      src: c.path,
      width: 970,
      height: 250,
      url: "/subscribe",
      frequency: 5,
      weight: 1,
      issueId: null,
      startsAt: `${addDays(today, -10)}T00:00:00Z`,
      endsAt: `${addDays(today, 365)}T23:59:59Z`,
      isActive: true,
    });
  }
  for (const issue of issues.slice(0, Math.max(6, Math.round(6 * inventory)))) {
    push({
      size: "tout",
      kind: "issue",
      section: "all",
      name: `The ${issue.title} issue`,
      src: coverPath(issue),
      width: 1000,
      height: 1300,
      url: `/print/${issue.slug}`,
      frequency: 5,
      weight: 1,
      issueId: issue.id,
      startsAt: `${issue.publishedOn}T00:00:00Z`,
      endsAt: `${addDays(today, 365)}T23:59:59Z`,
      isActive: true,
    });
  }
  return ads;
}

/** Local-only demo accounts; sessions are fixed cookie tokens so tests can act as each user. */
export const DEMO_USERS = [
  {
    username: "reader",
    email: "reader@example.com",
    password: "reader-password-1",
    isSubscriber: false,
    isAdmin: false,
    isArtguideAdmin: false,
    sessionToken: "seed-reader-session",
  },
  {
    username: "subscriber",
    email: "subscriber@example.com",
    password: "subscriber-password-1",
    isSubscriber: true,
    isAdmin: false,
    isArtguideAdmin: false,
    sessionToken: "seed-subscriber-session",
  },
  {
    username: "admin",
    email: "admin@example.com",
    password: "admin-password-1",
    isSubscriber: true,
    isAdmin: true,
    isArtguideAdmin: false,
    sessionToken: "seed-admin-session",
  },
  {
    username: "guideadmin",
    email: "guideadmin@example.com",
    password: "guideadmin-password-1",
    isSubscriber: false,
    isAdmin: false,
    isArtguideAdmin: true,
    sessionToken: "seed-artguide-admin-session",
  },
] as const;
