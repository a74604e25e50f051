import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The architecture's arrows, as Biome enforces them (biome.jsonc): each case writes a probe
// module where it would live, lints it and removes it.
const root = resolve(import.meta.dirname, "../..");
const probes: string[] = [];

function write(path: string, source: string): void {
  const file = resolve(root, path);
  probes.push(file);
  writeFileSync(file, source);
}

function biome(args: string[], cwd = root): { failed: boolean; output: string } {
  const run = spawnSync(resolve(root, "node_modules/.bin/biome"), ["lint", "--colors=off", ...args], {
    cwd,
    encoding: "utf8",
  });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

function lint(path: string, source: string): { failed: boolean; output: string } {
  write(path, source);
  return biome([path]);
}

/**
 * Lints `source` as the file at `path` under this configuration, in a scratch folder: for a path
 * that holds a real module, which a probe must never overwrite.
 */
function lintAs(path: string, source: string): { failed: boolean; output: string } {
  const scratch = mkdtempSync(join(tmpdir(), "boundaries-"));
  try {
    copyFileSync(resolve(root, "biome.jsonc"), join(scratch, "biome.jsonc"));
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
    return biome(["--vcs-enabled=false", path], scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const importing = (specifier: string, name = "x") =>
  `import { ${name} } from "${specifier}";\nexport const y = ${name};\n`;
const importingType = (specifier: string, name: string) =>
  `import type { ${name} } from "${specifier}";\nexport type Y = ${name};\n`;

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true });
});

// Each lint starts Biome, which scans the project for its import graph (noImportCycles): seconds on a busy machine.
describe("import boundaries", { timeout: 60_000 }, () => {
  it("machines/ imports nothing of app/ or workers/, and no React", () => {
    expect(lint("machines/lintProbe.ts", importing("#app/lib/lazyActor")).output).toContain(
      "machines/ imports nothing of ours",
    );
    expect(lint("machines/lintProbe.ts", importing("#workers/context")).output).toContain(
      "machines/ imports nothing of ours",
    );
    expect(lint("machines/lintProbe.ts", importing("react", "useState")).output).toContain(
      "A machine never imports React",
    );
  });

  it("workers/db imports no services or api, and workers/ never imports app/", () => {
    expect(lint("workers/db/lintProbe.ts", importing("#workers/services/account/password")).output).toContain(
      "workers/db is the bottom layer",
    );
    expect(lint("workers/services/lintProbe.ts", importing("#app/lib/lazyActor")).output).toContain(
      "workers/ never imports app/",
    );
    expect(lint("workers/text/lintProbe.ts", importing("#workers/db/users")).output).toContain("workers/text is pure");
  });

  it("Link and Form come from app/components/navigation, and no import climbs with ../", () => {
    for (const name of ["Link", "Form"]) {
      expect(lint("app/lintProbe.tsx", importing("react-router", name)).output).toContain(
        "Use Link, NavLink and Form from #app/components/navigation",
      );
    }
    expect(lint("app/lib/lintProbe.ts", importing("../root")).output).toContain("not ../");
  });

  it("the reading pages, the guide and the shop format no dates in the browser; the admin may", () => {
    expect(
      lint("app/components/guide/lintProbe.tsx", importing("#machines/rules/calendar/dates", "formatDate")).output,
    ).toContain("Write the date on the server");
    expect(lint("app/rules/guide/lintProbe.ts", importing("dayjs", "default as dayjs")).output).toContain(
      "Write the date on the server",
    );
    expect(
      lint("app/components/admin/lintProbe.tsx", importing("#machines/rules/calendar/dates", "formatDate")).failed,
    ).toBe(false);
  });

  it("no import cycle, not even of types", () => {
    write(
      "workers/services/lintProbeB.ts",
      'import type { A } from "#workers/services/lintProbeA";\nexport interface B {\n  a?: A;\n}\n',
    );
    const cycle = lint(
      "workers/services/lintProbeA.ts",
      'import type { B } from "#workers/services/lintProbeB";\nexport interface A {\n  b?: B;\n}\n',
    );
    expect(cycle.output).toContain("noImportCycles");
    expect(cycle.output).toContain("This import is part of a cycle");
  });

  it("components import no #workers/db, and the request-scope types import nothing of ours", () => {
    for (const path of [
      "app/components/magazine/lintProbe.tsx",
      "app/components/admin/lintProbe.tsx",
      "app/components/navigation/lintProbe.tsx",
    ]) {
      expect(lint(path, importingType("#workers/db/articles", "Article")).output).toContain("never from #workers/db");
    }
    expect(lintAs("workers/requestScope.ts", importingType("#workers/db/sessions", "Viewer")).output).toContain(
      "workers/requestScope imports nothing of ours",
    );
    expect(
      lintAs("workers/requestScope.ts", importingType("#machines/rules/magazine/meter", "MeterDecision")).failed,
    ).toBe(false);
  });

  it("route modules reach the database and the caches only through their area's service", () => {
    expect(lint("app/routes/lintProbe.tsx", importing("#workers/db/users")).output).toContain(
      "A route reads and writes through its area's service",
    );
    expect(lint("app/routes/lintProbe.tsx", importing("#workers/services/cache/publicData")).output).toContain(
      "A route reads and writes through its area's service",
    );
    expect(
      lint("app/routes/lintProbe.tsx", importing("#workers/services/magazine/magazineService", "magazineContext"))
        .failed,
    ).toBe(false);
  });

  it("accepts the allowed directions", () => {
    expect(lint("workers/services/lintProbe.ts", importing("#workers/db/users")).failed).toBe(false);
    expect(lint("workers/db/lintProbe.ts", importing("#workers/text/sanitize")).failed).toBe(false);
    expect(lint("app/lib/lintProbe.ts", importing("#machines/rules/guide/guide")).failed).toBe(false);
  });
});
