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
  return problems;
}
