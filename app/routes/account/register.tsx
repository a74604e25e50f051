import { data } from "react-router";
import * as v from "valibot";
import { AccountCard } from "#app/components/account/AccountCard";
import { RegisterFlow, type RegisterStep } from "#app/components/account/RegisterFlow";
import { firstMessage, formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import accountCss from "#app/styles/account.css?url";
import {
  accountTexts,
  EmailOrUsernameSchema,
  isValidEmail,
  NewPasswordSchema,
  REGISTRATION_ORIGINS,
} from "#machines/rules/account/account";
import { captchaTokenFromForm } from "#machines/rules/account/captcha";
import { appContext } from "#workers/context";
import { lookUpAccount } from "#workers/services/account/accountLookup";
import { register } from "#workers/services/account/accounts";
import { captchaSetup } from "#workers/services/account/captchaSetup";
import { startSession } from "#workers/services/account/session";
import type { Route } from "./+types/register";

export const links: Route.LinksFunction = () => [stylesheet(accountCss)];

export function meta() {
  return [{ title: "Register | Artmagazine" }];
}

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * The e-mail step and what follows without JavaScript, with the same rules and messages as the machines and /api calls:
 * a known e-mail or username leads to a password and sign-in; an unknown
 * valid e-mail to the create-password step; anything else to "Please enter a
 * valid email.". Creating the account signs the reader in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await formObject(request);
  const intent = form.intent ?? "email";

  if (intent === "create") {
    const email = (form.email ?? "").trim();
    if (!isValidEmail(email))
      return data<RegisterStep>({ step: "email", email, message: accountTexts.invalidEmail }, { status: 400 });
    const refuse = async (message: string, status: number) =>
      data<RegisterStep>(
        { step: "create", email, message, captcha: await captchaSetup(app) },
        { status, headers: PRIVATE },
      );
    const password = v.safeParse(NewPasswordSchema, form.password ?? "");
    if (!password.success) return refuse(firstMessage(password.issues), 400);
    if (form.confirmation !== password.output) return refuse(accountTexts.passwordsDiffer, 400);
    const result = await register(app, request, {
      email,
      password: password.output,
      origin: REGISTRATION_ORIGINS.register,
      captchaToken: captchaTokenFromForm(form),
    });
    if (!result.ok) return refuse(result.message, result.status);
    const cookie = await startSession(app, request, result.userId ?? 0);
    return data<RegisterStep>(
      { step: "registered", message: result.message },
      { headers: { "set-cookie": cookie, ...PRIVATE } },
    );
  }

  const parsed = v.safeParse(EmailOrUsernameSchema, form.email ?? "");
  if (!parsed.success)
    return data<RegisterStep>({ step: "email", message: firstMessage(parsed.issues) }, { status: 400 });
  const email = parsed.output;
  const lookup = await lookUpAccount(app, request, email);
  if (!lookup.ok)
    return data<RegisterStep>(
      { step: "email", email, message: lookup.message },
      { status: lookup.status, headers: PRIVATE },
    );
  if (lookup.found) return { step: "signIn", email } satisfies RegisterStep;
  if (isValidEmail(email))
    return data<RegisterStep>({ step: "create", email, captcha: await captchaSetup(app) }, { headers: PRIVATE });
  return data<RegisterStep>({ step: "email", email, message: accountTexts.invalidEmail }, { status: 400 });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const heading = actionData?.step === "signIn" ? accountTexts.signInHeading : accountTexts.registerHeading;
  return (
    <AccountCard heading={heading}>
      <RegisterFlow server={actionData} />
    </AccountCard>
  );
}
