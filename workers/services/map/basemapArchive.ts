import { EtagMismatch, PMTiles, type RangeResponse, ResolvedValueCache, type Source } from "pmtiles";

/**
 * Reads the production map's Protomaps archive (one PMTiles file) from R2 by
 * byte ranges: the header and directories once per isolate, then one range
 * per tile. The cache keeps only resolved values (headers and directories),
 * never a pending read, so no request waits on another request's I/O.
 */
const directories = new ResolvedValueCache(25);

/** Byte ranges of one R2 object, checked against the object's etag (a replaced archive is read anew). */
class R2Source implements Source {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const object = await this.bucket.get(this.key, {
      range: { offset, length },
      ...(etag ? { onlyIf: { etagMatches: etag } } : {}),
    });
    if (!object) throw new BasemapMissing(`the map archive ${this.key} is not in the MAP_BUCKET bucket.`);
    // Replaced since its header was read: the reader drops what it kept and starts again.
    if (!("body" in object)) throw new EtagMismatch(`The map archive ${this.key} changed.`);
    return { data: await object.arrayBuffer(), etag: object.etag };
  }
}

/** The street map cannot be read: no bucket is bound, or the archive is not in it. */
export class BasemapMissing extends Error {}

export interface BasemapArchive {
  /** What the style needs: the deepest zoom the archive holds, and its attribution. */
  facts(): Promise<{ maxZoom: number; attribution: string }>;
  /** A tile's MVT bytes (uncompressed); null where the archive has none (open sea, beyond its zooms). */
  tile(z: number, x: number, y: number): Promise<ArrayBuffer | null>;
}

const DEFAULT_ATTRIBUTION = '<a href="https://openstreetmap.org/copyright">© OpenStreetMap</a>';

export function basemapArchive(bucket: R2Bucket, key: string): BasemapArchive {
  const archive = new PMTiles(new R2Source(bucket, key), directories);
  return {
    async facts() {
      const header = await archive.getHeader();
      const metadata = (await archive.getMetadata().catch(() => ({}))) as { attribution?: unknown };
      return {
        maxZoom: header.maxZoom,
        attribution: typeof metadata.attribution === "string" ? metadata.attribution : DEFAULT_ATTRIBUTION,
      };
    },
    async tile(z, x, y) {
      const found = await archive.getZxy(z, x, y);
      return found?.data ?? null;
    },
  };
}
