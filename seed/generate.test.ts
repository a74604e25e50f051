import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { CITIES, PHONE_PATTERNS } from "./data/cities.ts";
import { addDays } from "./dates.ts";
import { generateSeed } from "./generate.ts";
import { NO_PASSWORD, signupWeight } from "./readership.ts";

const TODAY = "2026-11-22";
const TOMORROW = addDays(TODAY, 1);

/** Parses the seed's multi-row INSERTs back into row objects, per table. */
function rowsByTable(statements: readonly string[]): Map<string, Record<string, unknown>[]> {
  const tables = new Map<string, Record<string, unknown>[]>();
  for (const statement of statements) {
    const head = /^INSERT INTO (\w+) \(([^)]*)\) VALUES\n/.exec(statement);
    if (!head) continue;
    const table = head[1] as string;
    const columns = (head[2] as string).split(", ");
    const rows = tables.get(table) ?? [];
    const body = statement.slice(head[0].length);
    let i = 0;
    while (i < body.length) {
      if (body[i] !== "(") {
        i++;
        continue;
      }
      i++;
      const values: unknown[] = [];
      while (body[i] !== ")") {
        if (body[i] === "'") {
          let text = "";
          i++;
          for (;;) {
            if (body[i] === "'" && body[i + 1] === "'") {
              text += "'";
              i += 2;
            } else if (body[i] === "'") {
              i++;
              break;
            } else text += body[i++];
          }
          values.push(text);
        } else {
          let raw = "";
          while (body[i] !== "," && body[i] !== ")") raw += body[i++];
          values.push(raw === "NULL" ? null : Number(raw));
        }
        if (body[i] === ",") i += body[i + 1] === " " ? 2 : 1;
      }
      i++;
      rows.push(Object.fromEntries(columns.map((c, k) => [c, values[k]])));
    }
    tables.set(table, rows);
  }
  return tables;
}

const seedA = await generateSeed({ scale: 1, seed: "artmagazine", today: TODAY });
// The Worker tests' seed.
const small = await generateSeed({ scale: 0.25, seed: "artmagazine", today: TODAY });
const tables = rowsByTable(seedA.statements);
const rows = (table: string) => tables.get(table) ?? [];

// Each test here generates a whole seed again: seconds on a busy machine.
describe("seed determinism", { timeout: 60_000 }, () => {
  it("gives identical SQL for the same seed and today", async () => {
    const again = await generateSeed({ scale: 1, seed: "artmagazine", today: TODAY });
    expect(again.statements).toEqual(seedA.statements);
  });

  it("gives different data for a different seed", async () => {
    const other = await generateSeed({ scale: 1, seed: "another-seed", today: TODAY });
    expect(other.statements.join("\n")).not.toEqual(seedA.statements.join("\n"));
    const otherVenues = rowsByTable(other.statements).get("venues") ?? [];
    expect(otherVenues.map((v) => v.name)).not.toEqual(rows("venues").map((v) => v.name));
  });

  it("scales volumes with --scale", async () => {
    expect(small.counts.articles).toBeLessThan((seedA.counts.articles ?? 0) / 3);
    expect(small.counts.exhibitions).toBe(400);
  });

  it("round-trips through the parser used by these tests", () => {
    expect(rows("articles")).toHaveLength(seedA.counts.articles ?? -1);
    expect(rows("exhibitions")).toHaveLength(seedA.counts.exhibitions ?? -1);
  });
});

describe("volumes at scale 1", () => {
  it("meets the minimums of the foundation issue", () => {
    expect(rows("venues").length).toBeGreaterThanOrEqual(400);
    expect(rows("exhibitions").length).toBeGreaterThanOrEqual(1500);
    expect(rows("articles").length).toBeGreaterThanOrEqual(600);
    expect(rows("print_issues").length).toBeGreaterThanOrEqual(24);
    expect(rows("articles").filter((a) => a.type === 600).length).toBeGreaterThanOrEqual(60);
    expect(rows("places").filter((p) => p.is_priority === 0).length).toBeGreaterThanOrEqual(15);
  });

  it("covers every exhibition category with must-see, critics' pick, preview, spotlight, viewing room and featured lists", () => {
    const ex = rows("exhibitions");
    for (const category of ["galleries", "museums", "special-events", "art-fairs", "auctions"]) {
      expect(
        ex.some((e) => e.category === category && (e.show_end as string) >= TODAY),
        category,
      ).toBe(true);
    }
    expect(ex.filter((e) => e.is_must_see === 1).length).toBeGreaterThan(20);
    expect(ex.filter((e) => typeof e.critics_pick_path === "string").length).toBeGreaterThan(50);
    expect(ex.some((e) => typeof e.preview_path === "string")).toBe(true);
    expect(ex.some((e) => typeof e.viewing_room_path === "string")).toBe(true);
    expect(ex.some((e) => e.is_spotlight === 1)).toBe(true);
    expect(ex.some((e) => e.date_override !== "")).toBe(true);
    expect(ex.some((e) => e.press_release !== "")).toBe(true);
    expect(rows("featured_list_venues").length).toBeGreaterThan(30);
  });

  it("covers every channel and article type", () => {
    const articles = rows("articles");
    for (const typeName of [
      "picks",
      "video",
      "news",
      "diary",
      "words",
      "slant",
      "museums",
      "interview",
      "print",
      "passages",
    ]) {
      expect(
        articles.some((a) => a.type_name === typeName),
        typeName,
      ).toBe(true);
    }
    const news = articles.filter((a) => a.category === "news");
    expect(news.some((a) => (a.published_at as string) < "2019-01-01")).toBe(true);
    expect(news.some((a) => (a.published_at as string) > "2019-01-01")).toBe(true);
    expect(articles.filter((a) => a.category_label === "Top Ten").length).toBeGreaterThan(10);
    const videos = articles.filter((a) => a.type === 80);
    expect(videos.some((v) => v.video_source === "vimeo" && /^\d+$/.test(v.video_id as string))).toBe(true);
    expect(videos.some((v) => v.video_source === "youtube" && /^[\w-]{11}$/.test(v.video_id as string))).toBe(true);
    const sponsoredTags = rows("article_video_tags").filter((t) => t.tag === "from_our_sponsors");
    expect(sponsoredTags.length).toBeGreaterThan(3);
    expect(rows("podcast_sources").every((p) => /^\/assets\/media\/audio\/.+\.wav$/.test(p.url as string))).toBe(true);
    const picks = articles.filter((a) => a.type_name === "picks");
    expect(picks.every((p) => p.pick_place_url && p.location_name && p.location_address && p.run_dates)).toBe(true);
    expect(picks.some((p) => typeof p.curated_by === "string")).toBe(true);
    expect(articles.filter((a) => typeof a.issue_id === "number").length).toBeGreaterThan(48);
    expect(rows("article_contributors").length).toBeGreaterThan(300);
  });

  it("gives viewing rooms images and videos, most listed with flag 256", () => {
    const rooms = rows("articles").filter((a) => a.type === 600);
    const media = rows("article_media");
    for (const room of rooms) {
      const own = media.filter((m) => m.article_id === room.id);
      expect(own.some((m) => m.kind === "image")).toBe(true);
      expect(own.some((m) => m.kind === "video" && /^(vimeo|youtube):[\w-]+$/.test(m.video_url as string))).toBe(true);
    }
    expect(rooms.filter((r) => ((r.flags as number) & 256) === 256).length).toBeGreaterThan(rooms.length / 2);
  });

  it("gives every viewing-room video a 16:9 still as its poster, captioned as the video work", () => {
    const images = new Map(rows("images").map((i) => [i.id, i]));
    const videos = rows("article_media").filter((m) => m.kind === "video");
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      const poster = images.get(video.image_id);
      expect(poster, String(video.video_url)).toBeDefined();
      expect(poster!.caption_formatted).toMatch(/^Still from <em>.+<\/em>, \d{4}, HD video, .+ min\.$/);
      expect([poster!.width, poster!.height]).toEqual([1600, 900]);
    }
  });

  it("has issues sold out entirely, digital only, and in stock", () => {
    const formats = rows("issue_formats");
    const byIssue = new Map<unknown, Record<string, unknown>[]>();
    for (const f of formats) byIssue.set(f.issue_id, [...(byIssue.get(f.issue_id) ?? []), f]);
    const lists = [...byIssue.values()];
    expect(lists.some((l) => l.every((f) => f.instock === 0))).toBe(true);
    expect(lists.some((l) => l.length === 1 && l[0]?.format === "digital")).toBe(true);
    expect(lists.some((l) => l.some((f) => f.format === "print" && (f.instock as number) > 0))).toBe(true);
    expect(rows("print_issues").filter((i) => i.is_current === 1)).toHaveLength(1);
  });

  it("has the plans, discount codes and ads the shop needs", () => {
    const plans = rows("subscription_plans");
    for (const id of ["P2Y-US", "P2Y-CA", "P2Y-ITNL", "D1Y"])
      expect(
        plans.some((p) => p.id === id),
        id,
      ).toBe(true);
    for (const recipient of ["individual", "gift", "student", "institution"])
      expect(plans.some((p) => p.recipient === recipient)).toBe(true);
    expect(plans.filter((p) => p.recipient === "gift").every((p) => p.flags === 36)).toBe(true);
    expect(plans.filter((p) => p.recipient === "individual").every((p) => p.flags === 4)).toBe(true);
    const codes = rows("discount_codes");
    expect(codes.some((c) => c.kind === "student" && c.is_active === 1)).toBe(true);
    expect(codes.some((c) => c.kind === "institution" && c.is_active === 1)).toBe(true);
    expect(codes.some((c) => c.is_active === 0)).toBe(true);
    const sizes = new Set(rows("ads").map((a) => a.size));
    expect([...sizes].sort()).toEqual(["110", "415x415", "750", "750B", "750C", "970", "tout"]);
  });

  it("creates the demo users and the subscriber's fixed session", async () => {
    const users = rows("users");
    const demo = users.filter((u) => (u.id as number) <= 4);
    expect(demo.map((u) => u.username)).toEqual(["reader", "subscriber", "admin", "guideadmin"]);
    expect(demo.every((u) => (u.password_hash as string).startsWith("pbkdf2-sha256$100000$"))).toBe(true);
    // Generated readers cannot sign in: their hash is no hash.
    expect(users.filter((u) => (u.id as number) > 4).every((u) => u.password_hash === NO_PASSWORD)).toBe(true);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode("seed-subscriber-session"));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const session = rows("sessions").find((s) => s.token_hash === hex);
    expect(users.find((u) => u.id === session?.user_id)?.username).toBe("subscriber");
    expect((session?.expires_at as string) > `${TODAY}T23:59:59Z`).toBe(true);
  });
});

describe("readers over the past year", () => {
  const users = rows("users").filter((u) => (u.id as number) > 4);
  const perMonth = new Map<string, number>();
  for (const u of users)
    perMonth.set((u.created_at as string).slice(0, 7), (perMonth.get((u.created_at as string).slice(0, 7)) ?? 0) + 1);

  it("signs readers up on most days of the year, with seasonal peaks", () => {
    expect(users.length).toBeGreaterThan(500);
    expect(users.every((u) => (u.created_at as string) <= `${TODAY}T23:59:59Z`)).toBe(true);
    const counts = [...perMonth.values()];
    expect(perMonth.size).toBeGreaterThanOrEqual(12);
    expect(Math.max(...counts)).toBeGreaterThan(2 * Math.min(...counts));
  });

  it("gives subscribers a delivery country, and a state or province in the US and Canada", () => {
    const subscriptions = rows("subscriptions").filter((s) => (s.id as number) > 2);
    expect(subscriptions.length).toBeGreaterThan(150);
    expect(new Set(subscriptions.map((s) => s.ship_to_country)).size).toBeGreaterThan(15);
    const northAmerican = subscriptions.filter((s) => s.ship_to_country === "US" || s.ship_to_country === "CA");
    expect(northAmerican.every((s) => typeof s.ship_to_region === "string")).toBe(true);
    expect(subscriptions.filter((s) => s.status === "active").length).toBeGreaterThan(subscriptions.length * 0.8);
  });

  it("places orders whose totals add up", () => {
    const orders = rows("orders");
    const lines = rows("order_lines");
    expect(orders.length).toBeGreaterThan(100);
    for (const o of orders.slice(0, 50)) {
      const subtotal = lines
        .filter((l) => l.order_id === o.id)
        .reduce((sum, l) => sum + (l.quantity as number) * (l.unit_price_cents as number), 0);
      expect(o.subtotal_cents).toBe(subtotal);
      expect(o.total_cents).toBe(subtotal + (o.shipping_cents as number));
    }
  });

  it("weighs sign-up days by season and weekday", () => {
    // A Wednesday in early December against a Sunday in mid-August of the same year.
    expect(signupWeight("2025-12-03", 0)).toBeGreaterThan(3 * signupWeight("2025-08-10", 0));
  });
});

describe("dates relative to today", { timeout: 60_000 }, () => {
  const ex = rows("exhibitions");
  const venues = new Map(rows("venues").map((v) => [v.id, v]));

  it("has openings and closings today and tomorrow", () => {
    for (const day of [TODAY, TOMORROW]) {
      expect(
        ex.some((e) => e.show_start === day && typeof e.opening_start === "string"),
        `opening ${day}`,
      ).toBe(true);
      expect(
        ex.some((e) => (e.opening_start as string | null)?.startsWith(day)),
        `reception ${day}`,
      ).toBe(true);
      expect(
        ex.some((e) => e.show_end === day),
        `closing ${day}`,
      ).toBe(true);
    }
  });

  it("has openings and closings today and tomorrow in every priority city", () => {
    for (const place of [
      "new-york",
      "los-angeles",
      "london",
      "berlin",
      "paris",
      "milan",
      "beijing",
      "hong-kong",
      "mexico-city",
    ]) {
      const local = ex.filter((e) => e.place_url === place);
      for (const day of [TODAY, TOMORROW]) {
        expect(
          local.some((e) => e.show_start === day && e.opening_start),
          `${place} opens ${day}`,
        ).toBe(true);
        expect(
          local.some((e) => e.show_end === day),
          `${place} closes ${day}`,
        ).toBe(true);
      }
    }
  });

  it("moves every date with today", async () => {
    const later = rowsByTable(
      (await generateSeed({ scale: 0.25, seed: "artmagazine", today: "2027-03-05" })).statements,
    );
    const laterEx = later.get("exhibitions") ?? [];
    expect(laterEx.some((e) => e.show_end === "2027-03-05")).toBe(true);
    expect(laterEx.some((e) => e.show_start === "2027-03-06")).toBe(true);
    expect((later.get("print_issues") ?? [])[0]?.title).toBe("March 2027");
  });

  it("keeps venue and exhibition places consistent", () => {
    for (const e of ex) expect(venues.get(e.venue_id)?.place_url).toBe(e.place_url);
  });

  it("never lists two shows of the same title at one venue", () => {
    for (const scale of [seedA, small]) {
      const seen = new Set<string>();
      for (const e of rowsByTable(scale.statements).get("exhibitions") ?? []) {
        const key = `${e.venue_id}|${String(e.title).toLowerCase()}`;
        expect(seen.has(key), `${e.title} twice at venue ${e.venue_id}`).toBe(false);
        seen.add(key);
      }
    }
  });
});

describe("places and venues", () => {
  it("has every priority city with its exact place_url", () => {
    const places = rows("places");
    const priority = places.filter((p) => p.is_priority === 1).map((p) => [p.place, p.place_url]);
    expect(priority).toEqual([
      ["New York", "new-york"],
      ["Los Angeles", "los-angeles"],
      ["London", "london"],
      ["Berlin", "berlin"],
      ["Paris", "paris"],
      ["Milan", "milan"],
      ["Beijing", "beijing"],
      ["Hong Kong", "hong-kong"],
      ["Mexico City", "mexico-city"],
    ]);
  });

  it("writes phone numbers in the national format of each venue's country", () => {
    const countries = new Map(rows("places").map((p) => [p.place_url, p.country_code as string]));
    for (const v of rows("venues")) {
      const code = countries.get(v.place_url) as string;
      expect(v.phone, `${v.name} (${code})`).toMatch(PHONE_PATTERNS[code] as RegExp);
    }
  });

  it("places venues inside their city", () => {
    const places = new Map(rows("places").map((p) => [p.place_url, p]));
    for (const v of rows("venues")) {
      const city = places.get(v.place_url) as Record<string, number>;
      expect(Math.abs((v.latitude as number) - (city.latitude as number))).toBeLessThan(0.15);
      expect(Math.abs((v.longitude as number) - (city.longitude as number))).toBeLessThan(0.2);
    }
  });

  it("stands every venue on land, by the 1:10m land the offline map draws", () => {
    const inWater = rows("venues")
      .filter((v) => !onLand(v.latitude as number, v.longitude as number))
      .map((v) => `${v.name} (${v.place_url}, ${v.district}) at ${v.latitude}, ${v.longitude}`);
    expect(inWater).toEqual([]);
  });

  it("gathers each city's venues in its real gallery districts", () => {
    const ny = new Set(
      rows("venues")
        .filter((v) => v.place_url === "new-york")
        .map((v) => v.district),
    );
    for (const district of ["Chelsea", "Lower East Side", "Tribeca", "Bushwick"]) expect(ny).toContain(district);
    const districts = new Map(CITIES.flatMap((c) => c.districts.map((d) => [`${c.placeUrl}/${d[0]}`, d] as const)));
    for (const v of rows("venues")) {
      const [, latitude, longitude, radius] = districts.get(`${v.place_url}/${v.district}`) ?? [];
      expect(latitude, `${v.name}: district ${v.district}`).toBeDefined();
      const metres = Math.hypot(
        ((v.latitude as number) - latitude!) * 111_320,
        ((v.longitude as number) - longitude!) * 111_320 * Math.cos((latitude! * Math.PI) / 180),
      );
      expect(metres, `${v.name} in ${v.district}`).toBeLessThanOrEqual(radius! + 1);
    }
  });
});

/** Natural Earth 1:10m land (world-atlas), as the offline map draws it: its rings, each edge filed by latitude band. */
const BANDS_PER_DEGREE = 10;
const land10m = (() => {
  const path = createRequire(import.meta.url).resolve("world-atlas/land-10m.json");
  const topology = JSON.parse(readFileSync(path, "utf8")) as Topology;
  const land = feature(topology, topology.objects.land as never) as unknown as {
    features: { geometry: { coordinates: number[][][][] } }[];
  };
  return land.features
    .flatMap((f) => f.geometry.coordinates)
    .map((rings) =>
      rings.map((ring) => {
        const bands = new Map<number, [number, number, number, number][]>();
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i] as [number, number];
          const [xj, yj] = ring[j] as [number, number];
          const from = Math.floor(Math.min(yi, yj) * BANDS_PER_DEGREE);
          const to = Math.floor(Math.max(yi, yj) * BANDS_PER_DEGREE);
          for (let band = from; band <= to; band++) {
            const edges = bands.get(band) ?? [];
            edges.push([xi, yi, xj, yj]);
            bands.set(band, edges);
          }
        }
        return bands;
      }),
    );
})();

/** Ray casting over the edges in the point's latitude band. */
function inRing(bands: Map<number, [number, number, number, number][]>, x: number, y: number): boolean {
  let inside = false;
  for (const [xi, yi, xj, yj] of bands.get(Math.floor(y * BANDS_PER_DEGREE)) ?? []) {
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function onLand(latitude: number, longitude: number): boolean {
  return land10m.some(
    ([outer, ...holes]) =>
      outer !== undefined && inRing(outer, longitude, latitude) && !holes.some((h) => inRing(h, longitude, latitude)),
  );
}
