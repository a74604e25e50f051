import { describe, expect, it } from "vitest";
import { liftClearOfBar } from "./clearOfBar";

describe("liftClearOfBar", () => {
  it("lifts a Submit button the bar would cover above it, with room to spare", () => {
    // A 664 px phone screen, a 190 px bar: its top is at 474; the button runs 500–548.
    expect(
      liftClearOfBar(
        [
          { top: 400, bottom: 448 },
          { top: 500, bottom: 548 },
        ],
        664,
        190,
      ),
    ).toBe(90);
  });

  it("leaves the page where it is when nothing on screen is under the bar", () => {
    expect(liftClearOfBar([{ top: 100, bottom: 148 }], 664, 190)).toBe(0);
    // Below the screen, or a control with no box (hidden), is not covered.
    expect(
      liftClearOfBar(
        [
          { top: 700, bottom: 748 },
          { top: 0, bottom: 0 },
        ],
        664,
        190,
      ),
    ).toBe(0);
  });

  it("counts a control the bar covers only in part", () => {
    expect(liftClearOfBar([{ top: 460, bottom: 500 }], 664, 190)).toBe(42);
  });
});
