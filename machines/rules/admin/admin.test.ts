import { describe, expect, it } from "vitest";
import {
  ADMIN_MENU,
  ARTGUIDE_ADMIN_MENU,
  formatHours,
  HOURS_TIMES,
  hoursFieldName,
  menuSlug,
  parentMenuOf,
  removedRowOf,
  timeAmPm,
  withDailyRule,
  withoutHoursRow,
} from "./admin";

describe("admin menus", () => {
  it("has the admin menu's entries and sub-pages verbatim", () => {
    expect(ADMIN_MENU.map((e) => e.label)).toEqual(["reports", "artguide", "instagram", "users", "newsletter", "help"]);
    expect(ADMIN_MENU[0]!.pages).toEqual([
      "invoices",
      "user registration tally",
      "subscriber geolocation",
      "email marketer statistics",
    ]);
    expect(ADMIN_MENU[1]!.pages).toEqual([
      "locations",
      "location groups",
      "exhibitions",
      "must-see",
      "featured lists",
      "notifications",
    ]);
    expect(ADMIN_MENU[4]!.pages).toHaveLength(9);
    expect(ADMIN_MENU[4]!.pages).toContain("maintenance tools");
  });

  it("has the art guide admin menu verbatim", () => {
    expect(ARTGUIDE_ADMIN_MENU.join(", ")).toBe(
      "artguide, locations, exhibitions, members, notifications, must see, citypages, featured lists, groups, help, CMS, CRM, logout",
    );
  });

  it("finds the parent menu by matching the category to a sub-page name", () => {
    expect(parentMenuOf("user-registration-tally")?.label).toBe("reports");
    expect(parentMenuOf("exhibitions")?.label).toBe("artguide");
    expect(parentMenuOf("segment lists")?.label).toBe("newsletter");
    expect(parentMenuOf("instagram")?.label).toBe("instagram");
    expect(parentMenuOf("nothing")).toBeUndefined();
    expect(menuSlug("must-see")).toBe("must-see");
  });
});

describe("opening hours", () => {
  it("offers half-hour steps 00:00 to 23:30 shown AM/PM", () => {
    expect(HOURS_TIMES).toHaveLength(48);
    expect(HOURS_TIMES[0]).toBe("00:00");
    expect(HOURS_TIMES.at(-1)).toBe("23:30");
    expect(timeAmPm("00:00")).toBe("12:00 AM");
    expect(timeAmPm("12:30")).toBe("12:30 PM");
    expect(timeAmPm("18:00")).toBe("6:00 PM");
  });

  it("names the fields hours_parts[i][part] and formats saved rows for the venue block", () => {
    expect(hoursFieldName(2, "hour_until")).toBe("hours_parts[2][hour_until]");
    expect(
      formatHours(
        [
          { day_from: "Tue", day_until: "Sat", hour_from: "10:00", hour_until: "18:00" },
          { day_from: "daily", day_until: "daily", hour_from: "12:00", hour_until: "16:30" },
        ],
        false,
      ),
    ).toBe("Tue–Sat 10:00 AM–6:00 PM; Daily 12:00 PM–4:30 PM");
    expect(formatHours([], true)).toBe("By appointment only");
  });
});

describe("the opening-hours editor's rules, shared with the server", () => {
  it("daily on either side is daily on both", () => {
    const row = { day_from: "daily", day_until: "Sat", hour_from: "10:00", hour_until: "18:00" } as const;
    expect(withDailyRule(row)).toMatchObject({ day_from: "daily", day_until: "daily" });
    expect(withDailyRule({ ...row, day_from: "Mon", day_until: "daily" })).toMatchObject({ day_from: "daily" });
    expect(withDailyRule({ ...row, day_from: "Mon" })).toMatchObject({ day_from: "Mon", day_until: "Sat" });
  });

  it("removes a row, never the last one nor one that is not there", () => {
    expect(withoutHoursRow(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(withoutHoursRow(["a"], 0)).toEqual(["a"]);
    expect(withoutHoursRow(["a", "b"], 5)).toEqual(["a", "b"]);
    expect(removedRowOf("remove_row:3")).toBe(3);
    expect(removedRowOf("remove_row:x")).toBeNull();
    expect(removedRowOf("save")).toBeNull();
  });
});
