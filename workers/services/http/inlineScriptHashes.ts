import { sha256, toBase64 } from "./crypto";
/**
 * The CSP hashes ('sha256-…') of a page's inline scripts. A page kept in the
 * edge cache is sent to many readers, so it cannot carry a per-response nonce
 * without rewriting every copy; its policy lists the hashes of exactly the
 * inline scripts it holds instead, which allows those and nothing injected.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const scripts: string[] = [];
  const rewriter = new HTMLRewriter().on("script:not([src])", {
    element() {
      scripts.push("");
    },
    // An element's text arrives in chunks, all before the next element starts.
    text(chunk) {
      scripts[scripts.length - 1] += chunk.text;
    },
  });
  await rewriter.transform(new Response(html)).arrayBuffer();
  const hashes = await Promise.all(scripts.map(async (script) => toBase64(await sha256(script))));
  return [...new Set(hashes)];
}
