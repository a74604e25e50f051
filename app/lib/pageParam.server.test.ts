import { describe, expect, it } from "vitest";
import { assertPage, pageParam } from "./pageParam.server";

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
};

describe("?page of a paged page", () => {
  it("is 1 when absent and the number when whole and positive", () => {
    expect(pageParam(new URL("http://x/news"))).toBe(1);
    expect(pageParam(new URL("http://x/news?page=3"))).toBe(3);
  });

  it.each(["0", "-1", "abc", "1.5", "", "9999999"])("answers 400 with a message for page=%s", (value) => {
    const error = thrown(() => pageParam(new URL(`http://x/news?page=${value}`))) as {
      init?: ResponseInit;
      data?: unknown;
    };
    expect(error.init?.status).toBe(400);
    expect(error.data).toBe("The page must be a positive whole number.");
  });

  it("is not found past the last page", () => {
    expect(() => assertPage(2, 2)).not.toThrow();
    const error = thrown(() => assertPage(3, 2)) as { init?: ResponseInit; data?: unknown };
    expect(error.init?.status).toBe(404);
    expect(error.data).toBe("There is no page 3.");
  });
});
