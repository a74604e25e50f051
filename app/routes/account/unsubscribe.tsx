import { data } from "react-router";
import { Form } from "#app/components/navigation/Form";
import { pageTitle } from "#app/lib/meta";
import { NEWSLETTER_TEXTS } from "#machines/rules/admin/adminNewsletter";
import { type AccountService, accountContext } from "#workers/services/account/accountService";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(NEWSLETTER_TEXTS.unsubscribeTitle) },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "cache-control": "private, no-store" };

async function claimOf(request: Request, account: AccountService) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, claim: token ? await account.unsubscribeClaim(token) : null };
}

/** GET: the confirm page of a newsletter's unsubscribe link (a GET never unsubscribes: link scanners open links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, claim } = await claimOf(request, context.get(accountContext));
  if (!claim) return data({ valid: false, token: "", email: "", done: false }, { status: 400, headers: PRIVATE });
  return data({ valid: true, token, email: claim.email, done: false }, { headers: PRIVATE });
}

/**
 * POST: unsubscribes the address the signed token names. This is also the
 * RFC 8058 one-click target of the List-Unsubscribe header: mail providers
 * POST "List-Unsubscribe=One-Click" from their servers, with no cookie and no
 * Origin, so the site's cross-site check lets it through. That is safe because
 * nothing here rests on the visitor's session: the token alone is the
 * authority, it names one address, it cannot be made without the site's key,
 * and all it can do is what its recipient asked for.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const { claim } = await claimOf(request, account);
  if (!claim) return data({ valid: false, done: false }, { status: 400, headers: PRIVATE });
  await account.unsubscribe(claim.email, claim.dispatchId);
  return data({ valid: true, done: true }, { headers: PRIVATE });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const valid = actionData ? actionData.valid : loaderData.valid;
  return (
    <div className="page page--narrow">
      <p className="label">Newsletter</p>
      <h1 className="page-title">{NEWSLETTER_TEXTS.unsubscribeTitle}</h1>
      {!valid ? (
        <p className="alert alert--error" role="alert" data-testid="unsubscribe-invalid">
          {NEWSLETTER_TEXTS.unsubscribeInvalid}
        </p>
      ) : actionData?.done ? (
        <p className="alert alert--success" role="status" data-testid="unsubscribe-done">
          {NEWSLETTER_TEXTS.unsubscribed}
        </p>
      ) : (
        <Form method="post" action={`?token=${loaderData.token}`} className="form">
          <p>
            {NEWSLETTER_TEXTS.unsubscribeConfirm} <strong>{loaderData.email}</strong>
          </p>
          <button type="submit" className="button">
            {NEWSLETTER_TEXTS.unsubscribeButton}
          </button>
        </Form>
      )}
    </div>
  );
}
