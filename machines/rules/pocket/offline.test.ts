import { describe, expect, it } from "vitest";
import { OFFLINE_PAGE_PATH, offlineTexts, savedAtText } from "./offline";

describe("offline texts", () => {
  it("say plainly what is and is not available", () => {
    expect(offlineTexts.offlineTitle).toBe("You are offline");
    expect(offlineTexts.pageNotSaved).toBe(
      "This page is not saved on this device, so it can't open without a connection.",
    );
    expect(offlineTexts.myguideAvailable).toBe("Your myguide is available offline.");
    expect(offlineTexts.offlineNow).toBe("You are offline: this is the copy kept on this device.");
    expect(offlineTexts.unreachable).toBe("The site could not be reached, so this is the copy kept on this device.");
    expect(offlineTexts.updateReady).toBe("A new version of the site is ready. It loads when you open the next page.");
    expect(OFFLINE_PAGE_PATH).toBe("/artguide/offline");
  });
});

describe("savedAtText", () => {
  const now = new Date("2026-11-25T22:40:00Z");
  it("names today, yesterday, or the date", () => {
    expect(savedAtText(new Date("2026-11-25T14:05:00Z"), now, "UTC")).toBe("Saved today at 14:05");
    expect(savedAtText(new Date("2026-11-24T09:30:00Z"), now, "UTC")).toBe("Saved yesterday at 09:30");
    expect(savedAtText(new Date("2026-11-23T18:00:00Z"), now, "UTC")).toBe("Saved on 23 November at 18:00");
    expect(savedAtText(new Date("2025-12-31T08:00:00Z"), now, "UTC")).toBe("Saved on 31 December 2025 at 08:00");
  });
  it("counts days in the reader's time zone", () => {
    // 22:40 UTC is already the 26th in Tokyo; 14:05 UTC on the 25th was 23:05 there, yesterday.
    expect(savedAtText(new Date("2026-11-25T14:05:00Z"), now, "Asia/Tokyo")).toBe("Saved yesterday at 23:05");
  });
});
