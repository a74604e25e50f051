/**
 * The id a reader's report of an error is traced by: Cloudflare's `cf-ray`
 * when the request has a well-formed one, else a fresh random UUID. It is
 * shown on error pages and logged with the error.
 */
const RAY = /^[A-Za-z0-9-]{1,64}$/;

export function requestIdOf(request: Request): string {
  const ray = request.headers.get("cf-ray");
  return ray && RAY.test(ray) ? ray : crypto.randomUUID();
}
