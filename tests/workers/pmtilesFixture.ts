import { zxyToTileId } from "pmtiles";

/**
 * A minimal PMTiles v3 archive for tests: the 127-byte header, one root
 * directory and the tiles, all uncompressed (the `pmtiles` package only reads).
 */
export function pmtilesArchive(
  tiles: readonly { z: number; x: number; y: number; data: Uint8Array }[],
  metadata: Record<string, unknown> = {},
): Uint8Array {
  const sorted = tiles.map((t) => ({ ...t, id: zxyToTileId(t.z, t.x, t.y) })).sort((a, b) => a.id - b.id);
  const varints: number[] = [];
  const varint = (value: number) => {
    let n = value;
    while (n >= 0x80) {
      varints.push((n % 0x80) | 0x80);
      n = Math.floor(n / 0x80);
    }
    varints.push(n);
  };
  varint(sorted.length);
  let last = 0;
  for (const t of sorted) {
    varint(t.id - last);
    last = t.id;
  }
  for (const _ of sorted) varint(1);
  for (const t of sorted) varint(t.data.length);
  let offset = 0;
  for (const t of sorted) {
    varint(offset + 1);
    offset += t.data.length;
  }
  const directory = Uint8Array.from(varints);
  const json = new TextEncoder().encode(JSON.stringify(metadata));
  const tileData = new Uint8Array(offset);
  let at = 0;
  for (const t of sorted) {
    tileData.set(t.data, at);
    at += t.data.length;
  }

  const HEADER = 127;
  const rootOffset = HEADER;
  const metadataOffset = rootOffset + directory.length;
  const tileOffset = metadataOffset + json.length;
  const archive = new Uint8Array(tileOffset + tileData.length);
  const view = new DataView(archive.buffer);
  archive.set(new TextEncoder().encode("PMTiles"), 0);
  view.setUint8(7, 3);
  const u64 = (position: number, value: number) => {
    view.setUint32(position, value % 2 ** 32, true);
    view.setUint32(position + 4, Math.floor(value / 2 ** 32), true);
  };
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, json.length);
  u64(40, tileOffset);
  u64(48, 0);
  u64(56, tileOffset);
  u64(64, tileData.length);
  u64(72, sorted.length);
  u64(80, sorted.length);
  u64(88, sorted.length);
  view.setUint8(96, 1); // clustered
  view.setUint8(97, 1); // internal compression: none
  view.setUint8(98, 1); // tile compression: none
  view.setUint8(99, 1); // vector tiles
  const zooms = sorted.map((t) => t.z);
  view.setUint8(100, Math.min(...zooms));
  view.setUint8(101, Math.max(...zooms));
  view.setInt32(102, -180e7, true);
  view.setInt32(106, -85e7, true);
  view.setInt32(110, 180e7, true);
  view.setInt32(114, 85e7, true);
  archive.set(directory, rootOffset);
  archive.set(json, metadataOffset);
  archive.set(tileData, tileOffset);
  return archive;
}
