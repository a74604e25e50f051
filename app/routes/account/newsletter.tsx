import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { NEWSLETTER_MESSAGES, parseNewsletter } from "../../../machines/rules/newsletter";
import { addNewsletterSignup } from "../../../workers/db/newsletter";
import { appContext } from "../../../workers/context";
import type { NewsletterAnswer } from "../../components/shell/NewsletterBox";
import { pageTitle } from "../../lib/meta";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Newsletter") }];

/**
 * POST /newsletter: the footer box's action. Validates with the shared
 * valibot rule, stores the address once, and answers the fetcher (or, without
 * JavaScript, this page) with a confirmation or a 400 and the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseNewsletter({ email: form.get("email") });
  if (!parsed.ok) {
    return data<NewsletterAnswer>({ ok: false, message: parsed.message }, { status: 400 });
  }
  const { db } = context.get(appContext);
  try {
    await addNewsletterSignup(db, parsed.email, "footer");
  } catch (error) {
    console.error("newsletter sign-up failed", error);
    return data<NewsletterAnswer>({ ok: false, message: NEWSLETTER_MESSAGES.failed }, { status: 503 });
  }
  return data<NewsletterAnswer>({ ok: true, message: NEWSLETTER_MESSAGES.confirmed });
}

/** GET /newsletter, and the no-JavaScript result page of the footer form. */
export default function NewsletterPage() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const running = navigation.state === "submitting" && navigation.formAction === "/newsletter";
  return (
    <div className="page page--narrow newsletter-page">
      <p className="label">Newsletter</p>
      <h1 className="page-title">Sign up for the Artmagazine newsletter</h1>
      <p className="dek">Reviews, news and the week’s openings, delivered every Thursday. Unsubscribe from any issue with one click.</p>
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
          {answer && !answer.ok && (
            <p className="alert alert--error" role="alert" data-testid="newsletter-error">
              {answer.message}
            </p>
          )}
          <div className="field">
            <label className="field__label" htmlFor="newsletter-email">
              E-mail address
            </label>
            <input
              id="newsletter-email"
              className="field__input"
              type="email"
              name="email"
              autoComplete="email"
              required
              aria-invalid={answer && !answer.ok ? true : undefined}
            />
          </div>
          <button type="submit" className="button" disabled={running}>
            {running ? "Signing you up…" : "Sign up"}
          </button>
        </Form>
      )}
    </div>
  );
}
