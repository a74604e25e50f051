import { data, useNavigation } from "react-router";
import * as v from "valibot";
import { AccountCard } from "#app/components/account/AccountCard";
import { LabelledInput } from "#app/components/forms/LabelledInput";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { firstMessage, formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import accountCss from "#app/styles/account.css?url";
import { ActivationSchema, accountTexts } from "#machines/rules/account/account";
import { menuUsername } from "#machines/rules/account/username";
import { appContext, ownViewer } from "#workers/context";
import { accountContext } from "#workers/services/account/accountService";
import type { Route } from "./+types/activate";

export const links: Route.LinksFunction = () => [stylesheet(accountCss)];

const PRIVATE = { "cache-control": "private, no-store" };

export function loader({ context }: Route.LoaderArgs) {
  const viewer = ownViewer(context.get(appContext));
  return data(
    viewer
      ? {
          signedIn: true as const,
          username: menuUsername(viewer.username),
          email: viewer.email,
          isSubscriber: viewer.isSubscriber,
        }
      : { signedIn: false as const },
    { headers: PRIVATE },
  );
}

type Answer = { ok: boolean; message: string };

/** Links a print subscription (account number and postcode from the mailing label) to the signed-in account. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = ownViewer(context.get(appContext));
  if (!viewer) return data<Answer>({ ok: false, message: "Please sign in first." }, { status: 401 });
  const parsed = v.safeParse(ActivationSchema, await formObject(request));
  if (!parsed.success) return data<Answer>({ ok: false, message: firstMessage(parsed.issues) }, { status: 400 });
  const { accountNumber, postcode } = parsed.output;
  // Once linked, the page answered after this (header, subscribe tab) shows the reader as a subscriber.
  const linked = await context.get(accountContext).activatePrint(viewer.id, accountNumber, postcode);
  if (!linked) return data<Answer>({ ok: false, message: accountTexts.activationFailed }, { status: 400 });
  return data<Answer>({ ok: true, message: accountTexts.activated }, { headers: PRIVATE });
}

export function meta() {
  return [{ title: "Activate your subscriber access | Artmagazine" }];
}

export default function Activate({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.signedIn) {
    return (
      <AccountCard heading="ACTIVATE">
        <p>{accountTexts.subscriberLogin}: sign in first, then link your print subscription to your account.</p>
        <p>
          <Link className="button" to="/login?redirectTo=%2Fprofile%2Factivate">
            Sign in
          </Link>
        </p>
      </AccountCard>
    );
  }
  const active = loaderData.isSubscriber || actionData?.ok;
  return (
    <AccountCard heading="ACTIVATE">
      <p className="account-who">
        Signed in as <strong>{loaderData.username}</strong> ({loaderData.email})
      </p>
      {active ? (
        <p className="alert alert--success" role="status" data-testid="activation-confirmation">
          {accountTexts.activated}
        </p>
      ) : (
        <Form method="post" className="form account-form" data-testid="activate-form">
          <p className="form__intro">
            Print subscribers read everything on the site at no extra cost. Enter the account number printed above your
            name on the magazine’s mailing label and the postcode it is sent to.
          </p>
          {actionData && !actionData.ok && (
            <p className="alert alert--error" role="alert">
              {actionData.message}
            </p>
          )}
          <LabelledInput
            id="activate-account"
            label="Account number"
            name="accountNumber"
            type="text"
            autoComplete="off"
            maxLength={20}
            required
          />
          <LabelledInput
            id="activate-postcode"
            label="Postcode"
            name="postcode"
            type="text"
            autoComplete="postal-code"
            maxLength={12}
            required
          />
          <button type="submit" className="button button--block" disabled={busy}>
            Activate my access
          </button>
        </Form>
      )}
    </AccountCard>
  );
}
