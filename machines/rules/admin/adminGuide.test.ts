import { describe, expect, it } from "vitest";
import { ARTGUIDE_ADMIN_MENU } from "./admin";
import {
  ADMIN_HELP,
  adminPageCount,
  GUIDE_ADMIN_MESSAGES,
  GUIDE_ADMIN_TEXTS,
  isRenewalOverdue,
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  outsideAddress,
  pagerPages,
  priorityColumns,
  priorityOf,
} from "./adminGuide";

describe("texts", () => {
  it("marks an outside entry as external, visibly and for screen readers", () => {
    expect(GUIDE_ADMIN_TEXTS.externalMark).toBe("↗");
    expect(GUIDE_ADMIN_TEXTS.opensInNewTab).toBe("(opens in a new tab)");
  });

  it("names every kind of notification", () => {
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_LABELS[kind]).toMatch(/\w/);
    expect(NOTIFICATION_LABELS.submission).toContain("become a member");
  });

  it("gives field messages that say what to enter", () => {
    expect(GUIDE_ADMIN_MESSAGES.latitude).toBe("Latitude is a number from -90 to 90.");
    expect(GUIDE_ADMIN_MESSAGES.longitude).toBe("Longitude is a number from -180 to 180.");
    expect(GUIDE_ADMIN_MESSAGES.intro).toBe("The introduction may have up to 4000 characters.");
    expect(GUIDE_ADMIN_MESSAGES.priority).toBe("Priority is a whole number from 0 to 99.");
  });

  it("explains every screen of the art-guide admin menu in the help", () => {
    const titles = ADMIN_HELP.map((s) => s.title);
    for (const label of ARTGUIDE_ADMIN_MENU.filter((l) => !["artguide", "help", "CMS", "CRM", "logout"].includes(l)))
      expect(
        titles.some((t) => t === label || t === `location ${label}`),
        label,
      ).toBe(true);
    for (const section of ADMIN_HELP) {
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const p of section.paragraphs) expect(p).not.toMatch(/lorem|TODO/i);
    }
  });
});

describe("paging", () => {
  it("counts pages, an empty list having one", () => {
    expect(adminPageCount(0)).toBe(1);
    expect(adminPageCount(25)).toBe(1);
    expect(adminPageCount(26)).toBe(2);
    expect(pagerPages(3)).toEqual([1, 2, 3]);
  });
});

describe("members", () => {
  it("flags an active membership past its renewal date", () => {
    expect(isRenewalOverdue("active", "2026-01-01", "2026-02-01")).toBe(true);
    expect(isRenewalOverdue("active", "2026-03-01", "2026-02-01")).toBe(false);
    expect(isRenewalOverdue("lapsed", "2026-01-01", "2026-02-01")).toBe(false);
    expect(isRenewalOverdue("active", null, "2026-02-01")).toBe(false);
  });
});

describe("city priority", () => {
  it("stores 1 to 99 as a priority city in that order and 0 as one of the others", () => {
    expect(priorityColumns(3)).toEqual({ isPriority: 1, sortOrder: 3 });
    expect(priorityColumns(0)).toEqual({ isPriority: 0, sortOrder: 0 });
    expect(priorityOf(1, 3)).toBe(3);
    expect(priorityOf(0, 12)).toBe(0);
    expect(priorityOf(1, 0)).toBe(1);
  });
});

describe("outside systems", () => {
  it("shows an entry only for an http(s) address", () => {
    expect(outsideAddress("https://crm.example/app")).toBe("https://crm.example/app");
    expect(outsideAddress("  https://cms.example  ")).toBe("https://cms.example/");
    expect(outsideAddress("")).toBeNull();
    expect(outsideAddress(undefined)).toBeNull();
    expect(outsideAddress("javascript:alert(1)")).toBeNull();
    expect(outsideAddress("//evil.example")).toBeNull();
  });
});
