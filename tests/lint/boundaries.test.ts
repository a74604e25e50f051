import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The architecture's arrows, as Biome enforces them (biome.jsonc): each case writes a probe
// module where it would live, lints it and removes it.
const root = resolve(import.meta.dirname, "../..");
const probes: string[] = [];

function lint(path: string, source: string): { failed: boolean; output: string } {
  const file = resolve(root, path);
  probes.push(file);
  writeFileSync(file, source);
  const run = spawnSync(resolve(root, "node_modules/.bin/biome"), ["lint", "--colors=off", path], {
    cwd: root,
    encoding: "utf8",
  });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

const importing = (specifier: string, name = "x") =>
  `import { ${name} } from "${specifier}";\nexport const y = ${name};\n`;

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true });
});

describe("import boundaries", () => {
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

  it("accepts the allowed directions", () => {
    expect(lint("workers/services/lintProbe.ts", importing("#workers/db/users")).failed).toBe(false);
    expect(lint("workers/db/lintProbe.ts", importing("#workers/text/sanitize")).failed).toBe(false);
    expect(lint("app/lib/lintProbe.ts", importing("#machines/rules/guide/guide")).failed).toBe(false);
  });
});
