import { describe, expect, it } from "vitest";
import { readCookie, readCookies } from "./cookies";

const withCookie = (cookie: string) => new Request("https://artmagazine.example/", { headers: { cookie } });

describe("readCookie", () => {
  it("reads a decoded value by name", () => {
    expect(readCookie(withCookie("a=1; meter=2025-01%3A1~sig; session=tok"), "meter")).toBe("2025-01:1~sig");
    expect(readCookie(withCookie('session="tok"'), "session")).toBe("tok");
    expect(readCookie(new Request("https://artmagazine.example/"), "session")).toBeNull();
  });

  it("counts a value that cannot be decoded as absent, and leaves the others standing", () => {
    const request = withCookie("session=%E0%A4%A; meter=%; guest_cart=ok; x=%zz");
    expect(readCookie(request, "session")).toBeNull();
    expect(readCookie(request, "meter")).toBeNull();
    expect(readCookie(request, "guest_cart")).toBe("ok");
    expect([...readCookies(request).keys()]).toEqual(["guest_cart"]);
  });

  it("reads the first cookie of a name only", () => {
    expect(readCookie(withCookie("session=first; session=second"), "session")).toBe("first");
    expect(readCookie(withCookie("session=%E0; session=second"), "session")).toBeNull();
  });
});
