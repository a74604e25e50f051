import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { addCompileHints, EAGER_COMPILE_HINT, eagerCompileHint } from "./eagerCompileHint";

const chunk = (name: string, code: string) => ({ type: "chunk", name, code }) as Rollup.OutputChunk;

describe("the eager compile hint of the browser build", () => {
  it("starts every script file but the large libraries a page uses little of, and leaves other files alone", () => {
    const bundle = {
      "framework.js": chunk("framework", "import{r as e}from'./runtime.js';"),
      "area-guide.js": chunk("area-guide", "const __vite__mapDeps=(i)=>i;export{}"),
      "vendor-maplibre-gl.js": chunk("vendor-maplibre-gl", "var e=Object.create;"),
      "vendor-libphonenumber-js.js": chunk("vendor-libphonenumber-js", "var m={};"),
      "app.css": { type: "asset", name: "app.css", source: "body{}" },
    } as unknown as Rollup.OutputBundle;
    addCompileHints(bundle);
    const code = (file: string) => (bundle[file] as Rollup.OutputChunk).code;
    expect(code("framework.js")).toBe(`${EAGER_COMPILE_HINT}import{r as e}from'./runtime.js';`);
    expect(code("area-guide.js").startsWith("//# allFunctionsCalledOnLoad\nconst __vite__mapDeps")).toBe(true);
    expect(code("vendor-maplibre-gl.js")).toBe("var e=Object.create;");
    expect(code("vendor-libphonenumber-js.js")).toBe("var m={};");
    expect((bundle["app.css"] as Rollup.OutputAsset).source).toBe("body{}");
  });

  it("applies to the browser build only, after Vite's own additions to a file's start", () => {
    const plugin = eagerCompileHint();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
    expect(plugin.generateBundle).toMatchObject({ order: "post" });
  });
});
