import { appContext } from "#workers/context";
import { UPLOAD_KEY } from "#workers/services/admin/imageUpload";
import { RETRY_AFTER_SECONDS } from "#workers/services/http/serviceUnavailable";
import type { Route } from "./+types/media";

/** Uploaded images from the MEDIA bucket, at the path stored with them (/media/uploads/…); their names never change, so they cache for a year. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const key = params["*"] ?? "";
  const notFound = () =>
    new Response("There is no such image.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  if (!UPLOAD_KEY.test(key)) return notFound();
  let object: R2Object | R2ObjectBody | null;
  try {
    object = await env.MEDIA.get(key, { onlyIf: request.headers });
  } catch {
    // The bucket did not answer: say when to try again, and let nothing keep the failure.
    return new Response("The image store cannot be reached just now. Please try again in a moment.", {
      status: 503,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": String(RETRY_AFTER_SECONDS),
      },
    });
  }
  if (!object) return notFound();
  const headers = new Headers({ "cache-control": "public, max-age=31536000, immutable", etag: object.httpEtag });
  object.writeHttpMetadata(headers);
  // onlyIf matched an If-None-Match: the browser's copy is current.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
