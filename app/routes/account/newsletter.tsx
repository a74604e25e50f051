import { data, useNavigation } from "react-router";
import { CaptchaField } from "#app/components/account/CaptchaField";
import { LabelledInput } from "#app/components/forms/LabelledInput";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import type { NewsletterAnswer } from "#app/components/shell/NewsletterBox";
import { formObject } from "#app/lib/formData.server";
import { pageTitle } from "#app/lib/meta";
import { parseNewsletter } from "#app/rules/newsletter/newsletter";
import { accountTexts, REGISTRATION_ORIGINS } from "#machines/rules/account/account";
import { CAPTCHA_FIELDS, captchaTokenFromForm } from "#machines/rules/account/captcha";
import { appContext } from "#workers/context";
import { register } from "#workers/services/account/accounts";
import { captchaSetup } from "#workers/services/account/captchaSetup";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Newsletter") }];

const PRIVATE = { "cache-control": "private, no-store" };

export async function loader({ context }: Route.LoaderArgs) {
  return data({ captcha: await captchaSetup(context.get(appContext)) }, { headers: PRIVATE });
}

/**
 * POST /newsletter: the footer box without JavaScript. The same rules as
 * POST /api/user/create without a password: e-mail, captcha, stored once per
 * address. The footer has no captcha before JavaScript runs, so a first post
 * from it (no captcha field at all) lands here as the next step, not an error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formObject(request);
  const parsed = parseNewsletter({ email: form.email });
  if (!parsed.ok)
    return data<NewsletterAnswer & { email?: string }>(
      { ok: false, message: parsed.message, email: form.email },
      { status: 400 },
    );
  const app = context.get(appContext);
  if (!Object.values(CAPTCHA_FIELDS).some((field) => field in form))
    return data<NewsletterAnswer & { email?: string; step?: true }>({
      ok: false,
      step: true,
      message: accountTexts.newsletterCaptchaStep,
      email: parsed.email,
    });
  const result = await register(app, request, {
    email: parsed.email,
    origin: REGISTRATION_ORIGINS.footer,
    captchaToken: captchaTokenFromForm(form),
  });
  if (!result.ok)
    return data<NewsletterAnswer & { email?: string }>(
      { ok: false, message: result.message, email: parsed.email },
      { status: result.status },
    );
  return data<NewsletterAnswer>({ ok: true, message: result.message });
}

/** GET /newsletter, and the no-JavaScript result page of the footer form. */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as (NewsletterAnswer & { email?: string; step?: true }) | undefined;
  const running = useNavigation().state === "submitting";
  return (
    <div className="page page--narrow newsletter-page">
      <p className="label">Newsletter</p>
      <h1 className="page-title">Sign up for the Artmagazine newsletter</h1>
      <p className="dek">
        Reviews, news and the week’s openings, delivered every Thursday. Unsubscribe from any issue with one click.
      </p>
      {answer?.ok ? (
        <>
          <p className="alert alert--success" role="status" data-testid="newsletter-confirmation">
            {answer.message}
          </p>
          <p>
            <Link to="/" className="text-link">
              Back to the magazine
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="form newsletter-page__form" noValidate>
          {answer && !answer.ok && answer.step && (
            <p className="alert" role="status" data-testid="newsletter-step">
              {answer.message}
            </p>
          )}
          {answer && !answer.ok && !answer.step && (
            <p className="alert alert--error" role="alert" data-testid="newsletter-error">
              {answer.message}
            </p>
          )}
          <LabelledInput
            id="newsletter-email"
            label="E-mail address"
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={answer?.email}
            aria-invalid={answer && !answer.ok && !answer.step ? true : undefined}
          />
          <CaptchaField
            key={loaderData.captcha.provider === "offline" ? loaderData.captcha.challenge : "turnstile"}
            setup={loaderData.captcha}
          />
          <button type="submit" className="button" disabled={running}>
            {running ? "Signing you up…" : "Sign up"}
          </button>
        </Form>
      )}
    </div>
  );
}
