import { describe, expect, it } from "vitest";
import { mailtoUrl, sharePostUrl, shareUrl, shareWindowFeatures } from "./share";

describe("share links", () => {
  const url = "https://example.com/news/1-a";
  it("posts text with its source, shares url and title, mails subject and body", () => {
    expect(new URL(sharePostUrl(url, "A & B")).searchParams.get("text")).toBe(`A & B ${url}`);
    expect(new URL(sharePostUrl(url, "A")).searchParams.get("source")).toBe("Artmagazine");
    const share = new URL(shareUrl(url, "A & B")).searchParams;
    expect([share.get("u"), share.get("t")]).toEqual([url, "A & B"]);
    expect(mailtoUrl(url, "A & B")).toBe(
      `mailto:?subject=A%20%26%20B&body=A%20%26%20B%0A%0A${encodeURIComponent(url)}`,
    );
  });

  it("opens share windows of 550x450", () => {
    expect(shareWindowFeatures(1280, 800)).toBe("width=550,height=450,left=365,top=175,noopener");
  });
});
