import { describe, expect, it } from "vitest";
import { distanceFrom, distanceText, metresBetween, walkingMinutes } from "./walkingDistance";

describe("nearby: how far each venue is", () => {
  it("measures on the ground: a degree of latitude is about 111 km; a block in Chelsea a few hundred metres", () => {
    expect(metresBetween({ latitude: 40, longitude: -74 }, { latitude: 41, longitude: -74 })).toBeCloseTo(111_195, -2);
    // Tenth Avenue at 20th Street to Tenth Avenue at 24th Street: about 330 m.
    const m = metresBetween({ latitude: 40.7453, longitude: -74.0063 }, { latitude: 40.7482, longitude: -74.0042 });
    expect(m).toBeGreaterThan(300);
    expect(m).toBeLessThan(400);
    expect(metresBetween({ latitude: 40.7, longitude: -74 }, { latitude: 40.7, longitude: -74 })).toBe(0);
  });

  it("walks at 5 km an hour, a minute at least", () => {
    expect(walkingMinutes(350)).toBe(4);
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(1000)).toBe(12);
  });

  it("says metres and minutes under a kilometre, kilometres beyond", () => {
    expect(distanceText(350)).toBe("350 m · 4 min walk");
    expect(distanceText(347)).toBe("350 m · 4 min walk");
    expect(distanceText(3)).toBe("10 m · 1 min walk");
    expect(distanceText(994)).toBe("990 m · 12 min walk");
    expect(distanceText(996)).toBe("1.0 km");
    expect(distanceText(1234)).toBe("1.2 km");
    expect(distanceText(14_400)).toBe("14 km");
    expect(distanceFrom({ latitude: 40, longitude: -74 }, { latitude: 40.0108, longitude: -74 })).toBe("1.2 km");
  });
});
