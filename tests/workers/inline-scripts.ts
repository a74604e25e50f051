/** A page's inline scripts and the hashes its Content-Security-Policy allows them by. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** The CSP source of each inline script of `html`, as `'sha256-…'`. */
export async function scriptHashSources(html: string): Promise<Set<string>> {
  return new Set(await Promise.all(inlineScripts(html).map(async (script) => `'sha256-${await sha256(script)}'`)));
}

export const scriptSources = (res: Response) =>
  /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1]?.split(" ") ?? [];
