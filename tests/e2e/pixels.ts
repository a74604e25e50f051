import { inflateSync } from "node:zlib";
import type { Page } from "./fixtures";

/** The colour on screen at one point (a 1-pixel screenshot), as [red, green, blue]. */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString("ascii", at + 4, at + 8) === "IDAT") data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  // One row of one pixel: its filter byte, then the colour (every PNG filter leaves a lone first pixel as is).
  const raw = inflateSync(Buffer.concat(data));
  return [raw[1]!, raw[2]!, raw[3]!];
}
