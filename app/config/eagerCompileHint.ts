import type { Plugin, Rollup } from "vite";

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with
 * this comment has every function compiled as the file streams in, on a
 * background thread. Without it V8 compiles a function on the main thread the
 * first time it runs, and hydration runs most of React, the shell and the
 * page's components for the first time: at 4× CPU that lazy compiling was
 * 300 to 440 ms of an article's 740 to 1,040 ms of script (decision 0042).
 * Other browsers read it as a comment.
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Large libraries of which a page runs a small part: compiling all of them would only cost. */
const COMPILED_ON_USE = new Set(["vendor-maplibre-gl", "vendor-libphonenumber-js"]);

/** Puts the hint at the start of each script file of `bundle` but those of COMPILED_ON_USE. */
export function addCompileHints(bundle: Rollup.OutputBundle): void {
  for (const file of Object.values(bundle))
    if (file.type === "chunk" && !COMPILED_ON_USE.has(file.name)) file.code = EAGER_COMPILE_HINT + file.code;
}

/** The browser build's script files with the hint. (The build makes no source maps: they would be a line off.) */
export function eagerCompileHint(): Plugin {
  return {
    name: "eager-compile-hint",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After Vite's own additions to a file's start (the list of a dynamic import's dependencies): the hint must come first.
      order: "post",
      handler: (_options, bundle) => addCompileHints(bundle),
    },
  };
}
