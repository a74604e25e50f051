import { describe, expect, it } from "vitest";
import { call } from "./guide-helpers";

const ADMIN = "session=seed-admin-session";
const GUIDE_ADMIN = "session=seed-artguide-admin-session";

const SCREENS: [string, string][] = [
  ["/admin/reports", ADMIN],
  ["/admin/reports/invoices", ADMIN],
  ["/admin/reports/invoices.csv", ADMIN],
  ["/admin/reports/user-registration-tally", ADMIN],
  ["/admin/reports/subscriber-geolocation", ADMIN],
  ["/admin/reports/email-marketer-statistics", ADMIN],
  ["/admin/users", ADMIN],
  ["/admin/users/1", ADMIN],
  ["/admin/newsletter/archive", ADMIN],
  ["/admin/newsletter/archive/1", ADMIN],
  ["/admin/newsletter/dispatch", ADMIN],
  ["/admin/newsletter/segment-lists", ADMIN],
  ["/admin/newsletter/maintenance-tools", ADMIN],
  ["/admin/newsletter/shows", ADMIN],
  ["/artguide/admin/locations", GUIDE_ADMIN],
  ["/artguide/admin/exhibitions", GUIDE_ADMIN],
  ["/artguide/admin/must-see", GUIDE_ADMIN],
  ["/artguide/admin/featured-lists", GUIDE_ADMIN],
  ["/artguide/admin/groups", GUIDE_ADMIN],
  ["/artguide/admin/notifications", GUIDE_ADMIN],
  ["/artguide/admin/members", GUIDE_ADMIN],
  ["/artguide/admin/citypages", GUIDE_ADMIN],
];
// A word, a day that does not exist, a number past every range, and an address-long value.
const GARBAGE = ["garbage", "2026-02-30", "99999999999", "a".repeat(400)];
const NAMES = [
  "until",
  "from",
  "to",
  "kind",
  "status",
  "page",
  "year",
  "start",
  "end",
  "place",
  "q",
  "segment",
  "tool",
];

// Every back-office screen, given a value in its address it cannot use, says which parameter and
// value it refused, inside the back office (answered 400), or ignores a parameter it does not
// read: never the site's "Something went wrong" page, never a 500.
describe("a bad value in an admin screen's address", () => {
  it.each(SCREENS)("%s names the parameter it refuses", { timeout: 300_000 }, async (path, cookie) => {
    const wrong: string[] = [];
    for (const name of NAMES) {
      for (const value of GARBAGE) {
        const res = await call(`${path}?${name}=${encodeURIComponent(value)}`, {
          headers: { cookie },
          redirect: "manual",
        });
        const body = await res.text();
        const refused = res.status === 400;
        // Named in the error (the address's value) or marked on the screen's filter field of that name.
        const named = body.includes(`${name}=“`) || body.includes(`data-testid="error-${name}"`);
        if (res.status >= 500 || body.includes("Something went wrong") || (refused && !named))
          wrong.push(`${res.status} ${path}?${name}=${value.slice(0, 12)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The screen itself answers (a wrong path would pass every value as a 404).
    expect((await call(path, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  });
});
