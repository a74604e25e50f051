// The deterministic seed: same { scale, seed, today } → the same SQL.
// Pure (no node:* imports): runs in Node for `npm run seed` and in the
// workers test config. Rows are emitted in foreign-key order as multi-row
// INSERTs; `wipeStatements` empties every content table first.

import { hashPassword } from "#workers/services/account/password.ts";
import { sha256, toHex } from "#workers/services/http/crypto.ts";
import { cropBox } from "./art.ts";
import { DEMO_USERS, DISCOUNT_CODES, PLANS } from "./commerce.ts";
import { buildSeedContent } from "./content.ts";
import { CITIES } from "./data/cities.ts";
import { addDays, instant } from "./dates.ts";
import { CITY_INTROS } from "./guideAdmin.ts";
import { excerpt } from "./magazine.ts";
import { CROPS, imagePath, type MediaPlan } from "./media-plan.ts";
import { seedNewsletter } from "./newsletter.ts";
import { createRng } from "./random.ts";
import { buildReadership, NO_PASSWORD } from "./readership.ts";
import { InsertWriter } from "./sql.ts";
import { personName, slugify } from "./text.ts";

export interface SeedOptions {
  /** Multiplies every volume (fractional allowed). */
  scale: number;
  seed: string | number;
  /** 'YYYY-MM-DD': every date is relative to it. */
  today: string;
  /** Receives statements as they are made instead of keeping them (large scales). */
  sink?: (statement: string) => void;
}

export interface Seed {
  statements: string[];
  counts: Record<string, number>;
  media: MediaPlan;
}

/** Every content table, children first: deleting in this order respects foreign keys. */
export const CONTENT_TABLES = [
  "articles_fts",
  "guide_fts",
  "myguide_entries",
  "featured_list_venues",
  "featured_lists",
  "notification_dismissals",
  "location_group_venues",
  "location_groups",
  "guide_members",
  "member_submissions",
  "exhibition_images",
  "exhibitions",
  "venue_hours",
  "order_lines",
  "orders",
  "cart_lines",
  "carts",
  "subscriptions",
  "sign_ins",
  "sessions",
  "password_resets",
  "rate_limits",
  "newsletter_unsubscribes",
  "newsletter_bounces",
  "newsletter_list_members",
  "newsletter_lists",
  "mail_outbox",
  "newsletter_dispatches",
  "newsletter_signups",
  "print_accounts",
  "captcha_uses",
  "users",
  "discount_codes",
  "subscription_plans",
  "ads",
  "article_contributors",
  "article_media",
  "podcast_sources",
  "article_video_tags",
  "article_flags",
  "articles",
  "venues",
  "places",
  "contributors",
  "issue_formats",
  "print_issues",
  "image_crops",
  "images",
] as const;

export function wipeStatements(): string[] {
  return CONTENT_TABLES.map((table) => `DELETE FROM ${table}`);
}

/** A salt derived from the seed and username, so the same seed gives the same hash. */
async function demoSalt(seed: string | number, username: string): Promise<Uint8Array<ArrayBuffer>> {
  return (await sha256(`${seed}/salt/${username}`)).slice(0, 16);
}

/** Where a demo subscriber's issues go (JSON in the shop's address schema), shown and changed on /profile. */
function demoDeliveryAddress(username: string): string {
  return JSON.stringify({
    firstName: username.charAt(0).toUpperCase() + username.slice(1),
    lastName: "Reader",
    company: "",
    address1: "20 West 53rd Street",
    address2: "Apartment 4B",
    city: "New York",
    state: "NY",
    zip: "10019",
    country: "US",
    phone: "",
  });
}

export async function generateSeed(options: SeedOptions): Promise<Seed> {
  const { scale, seed, today } = options;
  if (!(scale > 0)) throw new Error(`scale must be positive: ${scale}`);
  const rng = createRng(`${seed}`);
  const n = (base: number) => Math.max(1, Math.round(base * scale));
  const out = new InsertWriter(options.sink);
  const content = buildSeedContent({ scale, seed, today });
  const { media, issues, contributors, venues, exhibitions, guideAdmin, articles, lists, ads } = content;
  const now = `${today}T06:00:00Z`;

  // Images: the artwork pool, the covers and the video stills, each with three crops.
  const allImages = [...media.artworks, ...media.covers, ...media.stills];
  out.insert(
    "images",
    [
      "id",
      "name",
      "path",
      "path_large",
      "path_square",
      "path_original_crop",
      "caption_formatted",
      "copyright",
      "width",
      "height",
      "mimetype",
    ],
    allImages.map((img) => [
      img.id,
      img.name,
      imagePath(img.id, "original"),
      imagePath(img.id, "original"),
      imagePath(img.id, "square"),
      imagePath(img.id, "original"),
      img.captionFormatted,
      img.copyright,
      img.drawing.width,
      img.drawing.height,
      "image/svg+xml",
    ]),
  );
  out.insert(
    "image_crops",
    ["image_id", "crop", "path", "width", "height"],
    allImages.flatMap((img) =>
      CROPS.map((crop) => {
        const box = cropBox(crop, img.drawing.width, img.drawing.height, img.drawing.kind === "cover");
        return [img.id, crop, imagePath(img.id, crop), box.w, box.h];
      }),
    ),
  );

  // Print issues and their formats.
  out.insert(
    "print_issues",
    [
      "id",
      "slug",
      "title",
      "subtitle",
      "description",
      "volume",
      "volume_number",
      "published_at",
      "cover_image_id",
      "is_current",
    ],
    issues.map((i) => [
      i.id,
      i.slug,
      i.title,
      `Vol. ${i.volume}, No. ${i.volumeNumber}`,
      i.description,
      i.volume,
      i.volumeNumber,
      `${i.publishedOn}T00:00:00Z`,
      i.coverImageId,
      i.isCurrent,
    ]),
  );
  out.insert(
    "issue_formats",
    ["issue_id", "format", "label", "price_cents", "instock"],
    issues.flatMap((i) => i.formats.map((f) => [i.id, f.format, f.label, f.priceCents, f.instock])),
  );

  out.insert(
    "contributors",
    ["id", "slug", "name", "bio"],
    contributors.map((c) => [c.id, c.slug, c.name, c.bio]),
  );

  // Guide: places, venues, exhibitions, featured lists.
  out.insert(
    "places",
    [
      "place_url",
      "place",
      "country",
      "country_code",
      "latitude",
      "longitude",
      "is_priority",
      "sort_order",
      "intro_html",
    ],
    CITIES.map((c, i) => [
      c.placeUrl,
      c.place,
      c.country,
      c.countryCode,
      c.latitude,
      c.longitude,
      c.priority,
      i + 1,
      CITY_INTROS[c.placeUrl] ?? "",
    ]),
  );
  out.insert(
    "venues",
    [
      "id",
      "slug",
      "name",
      "address",
      "town",
      "zip",
      "url",
      "phone",
      "email",
      "hours",
      "hours_by_appointment",
      "description",
      "latitude",
      "longitude",
      "place_url",
      "district",
      "category",
      "primary_image_id",
    ],
    venues.map((v) => [
      v.id,
      v.slug,
      v.name,
      v.address,
      v.town,
      v.zip,
      v.url,
      v.phone,
      v.email,
      v.hours,
      v.byAppointment,
      v.description,
      v.latitude,
      v.longitude,
      v.city.placeUrl,
      v.district,
      v.category,
      v.imageId,
    ]),
  );
  out.insert(
    "venue_hours",
    ["venue_id", "position", "day_from", "day_until", "hour_from", "hour_until"],
    venues.flatMap((v) => v.hoursRows.map((r, i) => [v.id, i + 1, r.dayFrom, r.dayUntil, r.hourFrom, r.hourUntil])),
  );
  const imageless = new Set(guideAdmin.imagelessExhibitionIds);

  out.insert(
    "articles",
    [
      "id",
      "slug",
      "url",
      "channel",
      "category",
      "category_label",
      "type",
      "type_name",
      "type_translated",
      "section",
      "title",
      "title_formatted",
      "hed_formatted",
      "dek_formatted",
      "subtitle_formatted",
      "byline_formatted",
      "writer_formatted",
      "lead_formatted",
      "body_excerpt",
      "body_formatted",
      "published_at",
      "issue_id",
      "primary_image_id",
      "is_sponsored",
      "sponsor_name",
      "probability_weight",
      "flags",
      "has_video",
      "has_podcast",
      "video_source",
      "video_id",
      "pick_place_url",
      "place_listed_under",
      "location_override",
      "location_name",
      "location_address",
      "run_dates",
      "curated_by",
      "venue_id",
    ],
    articles.map((a) => [
      a.id,
      a.slug,
      a.url,
      a.channel,
      a.category,
      a.categoryLabel,
      a.type,
      a.typeName,
      a.typeTranslated,
      a.section,
      a.title,
      a.titleFormatted,
      a.hedFormatted,
      a.dekFormatted,
      a.subtitleFormatted,
      a.bylineFormatted,
      a.writerFormatted,
      a.leadFormatted,
      excerpt(a.bodyText.split("\n\n")[0] ?? "", 280),
      a.bodyFormatted,
      a.publishedAt,
      a.issueId,
      a.imageId,
      a.isSponsored,
      a.sponsorName,
      a.probabilityWeight,
      a.flags,
      a.videoId !== null || a.media.some((m) => m.kind === "video"),
      a.podcast.length > 0,
      a.videoSource,
      a.videoId,
      a.pick?.placeUrl,
      a.pick?.placeListedUnder,
      a.pick?.locationOverride,
      a.pick?.locationName,
      a.pick?.locationAddress,
      a.pick?.runDates,
      a.pick?.curatedBy,
      a.pick?.venueId,
    ]),
  );
  out.insert(
    "article_flags",
    ["article_id", "flag_name", "position"],
    content.flags.map((f) => [f.articleId, f.flag, f.position]),
  );
  out.insert(
    "article_video_tags",
    ["article_id", "tag", "label"],
    articles.flatMap((a) => a.videoTags.map(([tag, label]) => [a.id, tag, label])),
  );
  out.insert(
    "podcast_sources",
    ["article_id", "position", "name", "url"],
    articles.flatMap((a) => a.podcast.map((p, i) => [a.id, i + 1, p.name, p.path])),
  );
  out.insert(
    "article_media",
    ["article_id", "position", "kind", "image_id", "video_url"],
    articles.flatMap((a) =>
      a.media.map((m, i) => [
        a.id,
        i + 1,
        m.kind,
        m.kind === "image" ? m.imageId : m.posterImageId,
        m.kind === "video" ? m.url : null,
      ]),
    ),
  );
  out.insert(
    "article_contributors",
    ["article_id", "contributor_id", "position"],
    articles.flatMap((a) => a.contributorIds.map((cid, i) => [a.id, cid, i + 1])),
  );

  out.insert(
    "exhibitions",
    [
      "id",
      "slug",
      "title",
      "artists",
      "subtitle",
      "description",
      "description_extended",
      "press_release",
      "show_start",
      "show_end",
      "date_override",
      "opening_start",
      "opening_end",
      "is_must_see",
      "critics_pick_article_id",
      "critics_pick_path",
      "preview_article_id",
      "preview_path",
      "viewing_room_article_id",
      "viewing_room_path",
      "is_spotlight",
      "is_highlight",
      "category",
      "venue_id",
      "place_url",
      "primary_image_id",
    ],
    exhibitions.map((e) => [
      e.id,
      e.slug,
      e.title,
      e.artists,
      e.subtitle,
      e.description,
      e.descriptionExtended,
      e.pressRelease,
      e.showStart,
      e.showEnd,
      e.dateOverride,
      e.openingStart,
      e.openingEnd,
      e.isMustSee,
      e.criticsPick?.id,
      e.criticsPick?.path,
      e.preview?.id,
      e.preview?.path,
      e.viewingRoom?.id,
      e.viewingRoom?.path,
      e.isSpotlight,
      e.isHighlight,
      e.category,
      e.venue.id,
      e.venue.city.placeUrl,
      imageless.has(e.id) ? null : e.imageIds[0],
    ]),
  );
  out.insert(
    "exhibition_images",
    ["exhibition_id", "position", "image_id"],
    exhibitions.flatMap((e) => (imageless.has(e.id) ? [] : e.imageIds.map((img, i) => [e.id, i + 1, img]))),
  );
  out.insert(
    "featured_lists",
    ["id", "slug", "name", "site_url", "sort_order"],
    lists.map((l) => [l.id, l.slug, l.name, l.siteUrl, l.id]),
  );
  out.insert(
    "featured_list_venues",
    ["list_id", "venue_id"],
    lists.flatMap((l) => l.venueIds.map((v) => [l.id, v])),
  );
  // The art-guide admin's records (seed/guideAdmin.ts).
  out.insert(
    "location_groups",
    ["id", "name", "created_at"],
    guideAdmin.groups.map((g) => [g.id, g.name, now]),
  );
  out.insert(
    "location_group_venues",
    ["venue_id", "group_id"],
    guideAdmin.groups.flatMap((g) => g.venueIds.map((v) => [v, g.id])),
  );
  out.insert(
    "guide_members",
    ["venue_id", "status", "renewal_date", "created_at"],
    guideAdmin.members.map((m) => [m.venueId, m.status, m.renewalDate, now]),
  );
  out.insert(
    "member_submissions",
    ["id", "venue_name", "place_url", "address", "website", "email", "message", "submitted_at"],
    guideAdmin.submissions.map((s) => [
      s.id,
      s.venueName,
      s.placeUrl,
      s.address,
      s.website,
      s.email,
      s.message,
      s.submittedAt,
    ]),
  );

  // Shop: plans, discount codes, ads.
  out.insert(
    "subscription_plans",
    [
      "id",
      "title",
      "description",
      "price_cents",
      "flags",
      "country",
      "recipient",
      "term_months",
      "digital_only",
      "needs_billing",
      "is_active",
      "sort_order",
    ],
    PLANS.map((p, i) => [
      p.id,
      p.title,
      p.description,
      p.priceCents,
      p.flags,
      p.country,
      p.recipient,
      p.termMonths,
      p.digitalOnly,
      p.needsBilling,
      p.isActive,
      i + 1,
    ]),
  );
  out.insert(
    "discount_codes",
    ["code", "is_active", "rate_percent", "kind"],
    DISCOUNT_CODES.map((d) => [d.code, d.isActive, d.ratePercent, d.kind]),
  );
  out.insert(
    "ads",
    [
      "id",
      "size",
      "kind",
      "section",
      "name",
      "src",
      "width",
      "height",
      "url",
      "frequency",
      "weight",
      "issue_id",
      "starts_at",
      "ends_at",
      "is_active",
    ],
    ads.map((a) => [
      a.id,
      a.size,
      a.kind,
      a.section,
      a.name,
      a.src,
      a.width,
      a.height,
      a.url,
      a.frequency,
      a.weight,
      a.issueId,
      a.startsAt,
      a.endsAt,
      a.isActive,
    ]),
  );

  // Accounts: demo users with sessions, the subscriber's subscription and myguide.
  const users = await Promise.all(
    DEMO_USERS.map(async (u, i) => ({
      ...u,
      id: i + 1,
      hash: await hashPassword(u.password, await demoSalt(seed, u.username)),
      tokenHash: toHex(await sha256(u.sessionToken)),
    })),
  );
  const created = `${addDays(today, -400)}T12:00:00Z`;
  out.insert(
    "users",
    [
      "id",
      "username",
      "email",
      "password_hash",
      "origin",
      "is_subscriber",
      "is_admin",
      "is_artguide_admin",
      "activated_at",
      "created_at",
    ],
    users.map((u) => [
      u.id,
      u.username,
      u.email,
      u.hash,
      "seed",
      u.isSubscriber,
      u.isAdmin,
      u.isArtguideAdmin,
      u.isSubscriber ? created : null,
      created,
    ]),
  );
  const subscribers = users.filter((u) => u.isSubscriber);
  // Readers over the past year, with subscriptions, orders and sign-ins: the admin's reports have shape.
  const readership = buildReadership(rng.fork("readership"), {
    scale,
    today,
    firstUserId: users.length + 1,
    firstSubscriptionId: subscribers.length + 1,
    issues,
  });
  out.insert(
    "users",
    ["id", "username", "email", "password_hash", "origin", "is_subscriber", "activated_at", "created_at"],
    readership.readers.map((r) => [
      r.id,
      r.username,
      r.email,
      NO_PASSWORD,
      "seed",
      r.isSubscriber,
      r.isSubscriber ? r.createdAt : null,
      r.createdAt,
    ]),
  );
  out.insert(
    "sessions",
    ["token_hash", "user_id", "created_at", "expires_at"],
    users.map((u) => [u.tokenHash, u.id, now, `${addDays(today, 3650)}T00:00:00Z`]),
  );
  out.insert(
    "subscriptions",
    [
      "id",
      "user_id",
      "plan_id",
      "flags",
      "price_cents",
      "discount_code",
      "ship_to_country",
      "ship_to_region",
      "billing_country",
      "delivery_address",
      "status",
      "starts_at",
      "ends_at",
      "created_at",
    ],
    subscribers.map((u, i) => [
      i + 1,
      u.id,
      "P2Y-US",
      4,
      9000,
      null,
      "US",
      "NY",
      "US",
      demoDeliveryAddress(u.username),
      "active",
      `${addDays(today, -200)}T00:00:00Z`,
      `${addDays(today, 530)}T00:00:00Z`,
      `${addDays(today, -200)}T00:00:00Z`,
    ]),
  );
  out.insert(
    "subscriptions",
    [
      "id",
      "user_id",
      "plan_id",
      "flags",
      "price_cents",
      "ship_to_country",
      "ship_to_region",
      "billing_country",
      "status",
      "starts_at",
      "ends_at",
      "created_at",
    ],
    readership.subscriptions.map((s) => [
      s.id,
      s.userId,
      s.planId,
      s.flags,
      s.priceCents,
      s.country,
      s.region,
      s.country,
      s.status,
      s.startsAt,
      s.endsAt,
      s.createdAt,
    ]),
  );
  out.insert(
    "orders",
    [
      "id",
      "user_id",
      "idempotency_key",
      "status",
      "subtotal_cents",
      "shipping_cents",
      "total_cents",
      "country",
      "email",
      "shipping_address",
      "billing_address",
      "created_at",
    ],
    readership.orders.map((o) => [
      o.id,
      o.userId,
      o.key,
      o.status,
      o.subtotalCents,
      o.shippingCents,
      o.totalCents,
      o.country,
      o.email,
      o.address,
      o.address,
      o.createdAt,
    ]),
  );
  out.insert(
    "order_lines",
    ["order_id", "position", "issue_id", "format", "title", "quantity", "unit_price_cents"],
    readership.orders.flatMap((o) =>
      o.lines.map((l) => [o.id, l.position, l.issueId, l.format, l.title, l.quantity, l.unitPriceCents]),
    ),
  );
  out.insert(
    "sign_ins",
    ["user_id", "created_at", "ip", "user_agent"],
    readership.signIns.map((s) => [s.userId, s.createdAt, s.ip, s.userAgent]),
  );
  // Print subscriptions not yet linked to an account, for /profile/activate (docs/magazine.md lists them).
  out.insert(
    "print_accounts",
    ["account_number", "postcode", "plan_id", "ends_at"],
    [
      ["AM100200", "10001", "P2Y-US", `${addDays(today, 400)}T00:00:00Z`],
      ["AM100201", "M5V 2T6", "P2Y-CA", `${addDays(today, 300)}T00:00:00Z`],
    ],
  );
  const subscriber = users.find((u) => u.username === "subscriber");
  const onView = exhibitions.filter((e) => e.showEnd >= today && e.showStart <= today);
  const saved = createRng(`${seed}/myguide`).sample(onView, Math.min(4, onView.length));
  out.insert(
    "myguide_entries",
    ["user_id", "exhibition_id", "created_at"],
    saved.map((e, i) => [subscriber?.id ?? 2, e.id, instant(addDays(today, -i - 1), 600)]),
  );

  const emails = new Set<string>();
  const signupRng = rng.fork("newsletter");
  while (emails.size < n(30)) emails.add(`${slugify(personName(signupRng)).replace(/-/g, ".")}@example.com`);
  out.insert(
    "newsletter_signups",
    ["email", "origin", "created_at"],
    [...emails].map((email, i) => [email, i % 2 ? "footer" : "subscribe", instant(addDays(today, -i), 540)]),
  );
  seedNewsletter(out, rng.fork("dispatches"), today, [...emails], users.find((u) => u.isAdmin)?.id ?? 1);

  // The search tables fill themselves: migrations/0006_search_sync.sql keeps them in step with every write.
  return { statements: out.statements, counts: out.counts(), media };
}
