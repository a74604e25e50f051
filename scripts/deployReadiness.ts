/**
 * What a built Worker config (build/server/wrangler.json) still needs before
 * it may be deployed: wrangler.toml's deployed environments ship with
 * placeholders (a zero database id, hosts on the reserved `.example` domain)
 * and a deploy with them would fail half-way or serve the wrong host. Empty
 * when the config is ready.
 */
export interface BuiltWorkerConfig {
  name?: string;
  targetEnvironment?: string;
  vars?: Record<string, unknown>;
  d1_databases?: { binding: string; database_id?: string }[];
  r2_buckets?: { binding: string; bucket_name?: string }[];
  routes?: (string | { pattern: string })[];
}

const PLACEHOLDER_DATABASE_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function hostOf(address: string): string {
  try {
    return new URL(address.includes("://") ? address : `https://${address}`).hostname;
  } catch {
    return "";
  }
}

const isPlaceholderHost = (host: string) => host === "example" || host.endsWith(".example");
const isLocalHost = (host: string) => LOCAL_HOSTS.has(host) || host.endsWith(".localhost");

/** The site's own offline style, which the code uses when MAP_STYLE_URL is left out. */
const OFFLINE_STYLE_URL = "/artguide/map/style.json";

/**
 * A deployed map must be a street map: MAP_TILES = "pmtiles" with its MAP_BUCKET bucket, or
 * MAP_STYLE_URL naming another vector style. Left on the site's own style without MAP_TILES it
 * would be the offline Natural Earth map (coastlines, no streets), which must not reach readers.
 */
export function basemapProblems(config: BuiltWorkerConfig): string[] {
  const tiles = typeof config.vars?.MAP_TILES === "string" ? config.vars.MAP_TILES : "";
  const styleUrl = typeof config.vars?.MAP_STYLE_URL === "string" ? config.vars.MAP_STYLE_URL : "";
  if (tiles === "pmtiles") {
    return (config.r2_buckets ?? []).some((b) => b.binding === "MAP_BUCKET")
      ? []
      : ['MAP_TILES is "pmtiles" but the environment binds no MAP_BUCKET bucket (the street map\'s archive)'];
  }
  if (tiles !== "") return [`MAP_TILES is "${tiles}": use "pmtiles" or leave it empty`];
  if (styleUrl === "" || styleUrl === OFFLINE_STYLE_URL)
    return [
      'the map is the offline Natural Earth map: set MAP_TILES = "pmtiles" with a MAP_BUCKET bucket (docs/guide.md, "The production base map"), or MAP_STYLE_URL to a vector style',
    ];
  return [];
}

export function unfinishedSettings(config: BuiltWorkerConfig): string[] {
  const problems: string[] = [];
  if (!config.targetEnvironment)
    problems.push("the build names no environment: build with CLOUDFLARE_ENV=production (or staging)");
  const baseUrl = typeof config.vars?.BASE_URL === "string" ? config.vars.BASE_URL : "";
  const baseHost = hostOf(baseUrl);
  if (!baseHost || isLocalHost(baseHost))
    problems.push(`BASE_URL is "${baseUrl}": set the site's public address in the environment's vars`);
  else if (isPlaceholderHost(baseHost)) problems.push(`BASE_URL is the placeholder "${baseUrl}"`);
  for (const database of config.d1_databases ?? []) {
    if (!database.database_id || PLACEHOLDER_DATABASE_ID.test(database.database_id))
      problems.push(`D1 binding ${database.binding} has no database_id: use the id printed by \`wrangler d1 create\``);
  }
  for (const route of config.routes ?? []) {
    const pattern = typeof route === "string" ? route : route.pattern;
    if (isPlaceholderHost(hostOf(pattern))) problems.push(`the route "${pattern}" is a placeholder`);
  }
  problems.push(...basemapProblems(config));
  return problems;
}
