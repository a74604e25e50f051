import { describe, expect, it } from "vitest";
import { basemapProblems, unfinishedSettings } from "./deployReadiness.ts";

const ready = {
  name: "artmagazine",
  targetEnvironment: "production",
  vars: { BASE_URL: "https://www.artmagazine.com", MAP_TILES: "pmtiles" },
  d1_databases: [{ binding: "DB", database_id: "3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c" }],
  r2_buckets: [{ binding: "MAP_BUCKET", bucket_name: "artmagazine-map" }],
  routes: [{ pattern: "www.artmagazine.com", custom_domain: true }],
};

describe("deploy readiness", () => {
  it("lets a finished environment deploy", () => {
    expect(unfinishedSettings(ready)).toEqual([]);
  });

  it("names every placeholder wrangler.toml ships with", () => {
    const problems = unfinishedSettings({
      ...ready,
      vars: { ...ready.vars, BASE_URL: "https://www.artmagazine.example" },
      d1_databases: [{ binding: "DB", database_id: "00000000-0000-0000-0000-000000000000" }],
      routes: [{ pattern: "www.artmagazine.example" }],
    });
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/BASE_URL is the placeholder/);
    expect(problems.join("\n")).toMatch(/D1 binding DB has no database_id/);
    expect(problems.join("\n")).toMatch(/route "www.artmagazine.example" is a placeholder/);
  });

  it("refuses a build of the local development config", () => {
    const problems = unfinishedSettings({
      ...ready,
      targetEnvironment: undefined,
      vars: { BASE_URL: "http://localhost:8787" },
    });
    expect(problems.join("\n")).toMatch(/names no environment/);
    expect(problems.join("\n")).toMatch(/BASE_URL is "http:\/\/localhost:8787"/);
  });

  it("refuses the offline coastline map: a deployed map is a street map", () => {
    const offline = { ...ready, vars: { BASE_URL: "https://www.artmagazine.com" } };
    expect(unfinishedSettings(offline).join("\n")).toMatch(/the map is the offline Natural Earth map/);
    const ownStyle = { ...offline, vars: { ...offline.vars, MAP_STYLE_URL: "/artguide/map/style.json" } };
    expect(basemapProblems(ownStyle)).toHaveLength(1);
    expect(basemapProblems({ ...ready, r2_buckets: [] })).toEqual([
      'MAP_TILES is "pmtiles" but the environment binds no MAP_BUCKET bucket (the street map\'s archive)',
    ]);
    // A keyless public vector style is a street map too.
    const publicStyle = {
      ...offline,
      vars: { ...offline.vars, MAP_STYLE_URL: "https://tiles.example/styles/positron" },
    };
    expect(basemapProblems(publicStyle)).toEqual([]);
    expect(basemapProblems(ready)).toEqual([]);
  });
});
