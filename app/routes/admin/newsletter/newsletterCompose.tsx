import { data, redirect } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { MailPreview } from "#app/components/admin/MailPreview";
import { NewsletterField } from "#app/components/admin/NewsletterField";
import { Form } from "#app/components/navigation/Form";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import newsletterCss from "#app/styles/adminNewsletter.css?url";
import { badAddressValue } from "#machines/rules/admin/admin";
import {
  CITY_KINDS,
  KIND_TEXTS,
  NEWSLETTER_ERRORS,
  NEWSLETTER_KINDS,
  NEWSLETTER_LABELS,
  NEWSLETTER_TEXTS,
} from "#machines/rules/admin/adminNewsletter";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { type ComposeErrors, parseComposePost, parseComposeQuery } from "#workers/services/mail/newsletterForms";
import type { Route } from "./+types/newsletterCompose";

export const links: Route.LinksFunction = () => [stylesheet(newsletterCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const query = parseComposeQuery(new URL(request.url).searchParams);
  if (!query.ok) throw data(badAddressValue(query.name, query.value, query.error), { status: 400 });
  const fields = query.value;
  const { segments, places, preview } = await admin.newsletter.composeForm(fields, viewer.email);
  return data(
    {
      fields,
      segments,
      places,
      preview,
      email: viewer.email,
      // One key per rendered form: posting it twice makes one dispatch.
      key: crypto.randomUUID(),
    },
    { headers: PRIVATE },
  );
}

type ActionAnswer = { errors: ComposeErrors; notice: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const viewer = requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const parsed = parseComposePost(await formObject(request));
  if (!parsed.ok) return data<ActionAnswer>({ errors: parsed.errors, notice: null }, { status: 400, headers: PRIVATE });
  const input = parsed.value;
  if (input.intent === "test") {
    await admin.newsletter.sendTest(viewer, input);
    return data<ActionAnswer>({ errors: {}, notice: NEWSLETTER_TEXTS.testSent }, { headers: PRIVATE });
  }
  const result = await admin.newsletter.send(viewer, input);
  if (!result.ok) {
    const errors: ComposeErrors =
      result.reason === "key"
        ? { key: NEWSLETTER_ERRORS.key }
        : { segment: result.reason === "empty" ? NEWSLETTER_ERRORS.emptySegment : NEWSLETTER_ERRORS.segment };
    return data<ActionAnswer>({ errors, notice: null }, { status: 400, headers: PRIVATE });
  }
  throw redirect(`${ADMIN}/newsletter/archive/${result.dispatchId}?sent=${result.queued}`);
}

/** newsletter → dispatch: template, segment, subject and preview text; a test to yourself; the send to the segment. */
export default function NewsletterCompose({ loaderData, actionData }: Route.ComponentProps) {
  const { fields, segments, places, preview, email, key } = loaderData;
  const errors: ComposeErrors = actionData?.errors ?? {};
  const groups = [...new Set(segments.map((s) => s.group))];
  const cityKind = CITY_KINDS.includes(fields.kind);
  return (
    <section className="admin-page nl">
      <h1 className="admin-page__title">{NEWSLETTER_TEXTS.dispatchTitle}</h1>
      <p className="admin-page__lede">{NEWSLETTER_TEXTS.dispatchLede}</p>
      {actionData?.notice && (
        <p className="alert alert--success" role="status" data-testid="compose-notice">
          {actionData.notice} ({email})
        </p>
      )}
      {errors.key || errors.intent ? (
        <p className="alert alert--error" role="alert">
          {errors.key ?? errors.intent}
        </p>
      ) : null}
      <div className="nl-compose">
        <Form method="post" className="admin-form nl-compose__form" data-testid="compose-form">
          <input type="hidden" name="key" value={key} />
          <div className="admin-form__row">
            <NewsletterField id="kind" label={NEWSLETTER_LABELS.template} error={errors.kind}>
              <select id="kind" name="kind" defaultValue={fields.kind} aria-describedby="kind-error">
                {NEWSLETTER_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_TEXTS[k].title}
                  </option>
                ))}
              </select>
            </NewsletterField>
            <NewsletterField
              id="place"
              label={NEWSLETTER_LABELS.city}
              error={errors.place}
              hint={<>For shows and artguide{cityKind ? "" : " (not used by this template)"}.</>}
            >
              <select id="place" name="place" defaultValue={fields.place} aria-describedby="place-hint place-error">
                {places.map((p) => (
                  <option key={p.place} value={p.place}>
                    {p.name}
                  </option>
                ))}
              </select>
            </NewsletterField>
          </div>
          <NewsletterField id="segment" label={NEWSLETTER_LABELS.segment} error={errors.segment}>
            <select id="segment" name="segment" defaultValue={fields.segmentKey} aria-describedby="segment-error">
              {groups.map((g) => (
                <optgroup key={g} label={g}>
                  {segments
                    .filter((s) => s.group === g)
                    .map((s) => (
                      <option key={s.key} value={s.key}>
                        {s.label} ({s.size})
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </NewsletterField>
          <NewsletterField id="subject" label={NEWSLETTER_LABELS.subject} error={errors.subject}>
            <input
              id="subject"
              name="subject"
              defaultValue={fields.subject}
              maxLength={140}
              required
              aria-describedby="subject-error"
            />
          </NewsletterField>
          <NewsletterField id="preheader" label={NEWSLETTER_LABELS.preheader} error={errors.preheader}>
            <input
              id="preheader"
              name="preheader"
              defaultValue={fields.preheader}
              maxLength={200}
              aria-describedby="preheader-error"
            />
          </NewsletterField>
          <NewsletterField
            id="letter"
            label={NEWSLETTER_LABELS.letter}
            error={errors.letter}
            hint={
              <>The text of a stationary letter{fields.kind === "stationary" ? "" : " (not used by this template)"}.</>
            }
          >
            <textarea
              id="letter"
              name="letter"
              rows={fields.kind === "stationary" ? 9 : 3}
              defaultValue={fields.letter}
              aria-describedby="letter-hint letter-error"
            />
          </NewsletterField>
          <div className="nl-actions">
            <button type="submit" formMethod="get" className="button button--secondary">
              {NEWSLETTER_LABELS.preview}
            </button>
            <button type="submit" name="intent" value="test" className="button button--secondary">
              {NEWSLETTER_LABELS.sendTest}
            </button>
            <button type="submit" name="intent" value="send" className="button button--accent">
              {NEWSLETTER_LABELS.sendSegment}
            </button>
          </div>
        </Form>
        <MailPreview html={preview} />
      </div>
    </section>
  );
}
