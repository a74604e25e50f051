/** Gzip with the runtime's own streams: native code, no library. */
export async function gzip(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

/** The bytes that `gzip` compressed, as a stream to answer with. */
export function gunzipStream(gzipped: ArrayBuffer): ReadableStream<Uint8Array> {
  return new Blob([gzipped]).stream().pipeThrough(new DecompressionStream("gzip"));
}

/** The text that `gzip` compressed. */
export function gunzipText(gzipped: ArrayBuffer): Promise<string> {
  return new Response(gunzipStream(gzipped)).text();
}

/**
 * Whether a request's Accept-Encoding takes gzip (a "gzip;q=0" refuses it; "*" takes it).
 * Cloudflare's edge asks Workers for gzip or brotli on every client's behalf and decodes for those that cannot.
 */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("accept-encoding");
  if (!header) return false;
  return header.split(",").some((entry) => {
    const [coding = "", ...params] = entry.toLowerCase().split(";");
    if (!["gzip", "*"].includes(coding.trim())) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}
