import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { MailPreview } from "#app/components/admin/MailPreview";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { stylesheet } from "#app/lib/stylesheet";
import newsletterCss from "#app/styles/adminNewsletter.css?url";
import { CITY_KINDS, KIND_TEXTS, NEWSLETTER_LABELS, NEWSLETTER_TEXTS } from "#machines/rules/admin/adminNewsletter";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { parseTemplateQuery } from "#workers/services/mail/newsletterForms";
import type { Route } from "./+types/newsletterTemplate";

export const links: Route.LinksFunction = () => [stylesheet(newsletterCss)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const parsed = parseTemplateQuery(params.kind, new URL(request.url).searchParams);
  if (!parsed.success) throw data(parsed.issues[0].message, { status: 404 });
  const { kind, place } = parsed.output;
  const { places, preview } = await admin.newsletter.templatePreview(kind, place, viewer.email);
  return data({ kind, place, places, preview }, { headers: { "cache-control": "private, no-store" } });
}

/** newsletter → print, shows, video, stationary, artguide: the template filled from the site's content, previewed. */
export default function NewsletterTemplate({ loaderData }: Route.ComponentProps) {
  const { kind, place, places, preview } = loaderData;
  const texts = KIND_TEXTS[kind];
  const cityKind = CITY_KINDS.includes(kind);
  const compose = `${ADMIN}/newsletter/dispatch?kind=${kind}${cityKind ? `&place=${place}` : ""}`;
  return (
    <section className="admin-page nl">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{texts.title}</h1>
        <Link className="button" to={compose} data-testid="compose-link">
          {NEWSLETTER_TEXTS.composeLink}
        </Link>
      </header>
      <p className="admin-page__lede">{texts.lede}</p>
      {cityKind && (
        <Form method="get" className="admin-search">
          <label htmlFor="place">{NEWSLETTER_LABELS.city}</label>
          <select id="place" name="place" defaultValue={place}>
            {places.map((p) => (
              <option key={p.place} value={p.place}>
                {p.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary">
            {NEWSLETTER_LABELS.show}
          </button>
        </Form>
      )}
      <MailPreview html={preview} />
    </section>
  );
}
