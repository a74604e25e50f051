import type { InputHTMLAttributes, ReactNode } from "react";
import { data } from "react-router";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { StaticPage } from "#app/components/static/StaticPage";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import staticCss from "#app/styles/static.css?url";
import { GUIDE_ADMIN_MESSAGES, GUIDE_ADMIN_TEXTS } from "#machines/rules/admin/adminGuide";
import { guidePaths } from "#machines/rules/guide/guide";
import { clientIp } from "#workers/services/account/rateLimit";
import { parseSubmission } from "#workers/services/admin/adminGuideForms";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/artguide-participate";

export async function loader({ context }: Route.LoaderArgs) {
  return { places: await context.get(guideContext).participationPlaces() };
}

type Answer = { sent: boolean; errors: Record<string, string>; values: Record<string, string> };

/** A listing sent through the form is stored for the guide admin's notifications. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formObject(request);
  const parsed = parseSubmission(form);
  if (!parsed.ok) return data<Answer>({ sent: false, errors: parsed.errors, values: form }, { status: 400 });
  const outcome = await context.get(guideContext).submitListing(parsed.value, clientIp(request));
  if (outcome === "tooMany")
    return data<Answer>(
      { sent: false, errors: { form: GUIDE_ADMIN_MESSAGES.submissionTooMany }, values: form },
      { status: 429 },
    );
  if (outcome === "noPlace")
    return data<Answer>(
      { sent: false, errors: { place_url: GUIDE_ADMIN_MESSAGES.place }, values: form },
      { status: 400 },
    );
  return data<Answer>({ sent: true, errors: {}, values: {} });
}

export const links: Route.LinksFunction = () => [stylesheet(staticCss)];

export function meta() {
  return [
    { title: "Become an artguide member | Artmagazine" },
    {
      name: "description",
      content:
        "List your gallery, museum, fair or auction house in the artguide, read by collectors, curators and artists worldwide.",
    },
  ];
}

function SubmissionField({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={`m-${name}`}>
        {label}
      </label>
      {children}
      {error && (
        <p className="field__error" id={`m-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** While a field has a message, its control is marked invalid and described by that message. */
function invalidProps(name: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `m-${name}-error` } : {};
}

/** A one-line field of the listing form. */
function SubmissionInput({
  name,
  label,
  error,
  ...input
}: { name: string; label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <SubmissionField name={name} label={label} error={error}>
      <input id={`m-${name}`} name={name} className="field__input" {...input} {...invalidProps(name, error)} />
    </SubmissionField>
  );
}

/** The listing form: works without JavaScript; each field shows its own message. */
function SubmissionForm({ places, answer }: { places: { place_url: string; place: string }[]; answer?: Answer }) {
  if (answer?.sent)
    return (
      <p className="alert alert--success" role="status" data-testid="participate-sent">
        {GUIDE_ADMIN_TEXTS.participateSent}
      </p>
    );
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const invalid = (name: string) => invalidProps(name, errors[name]);
  return (
    <Form method="post" className="form participate-form" data-testid="participate-form">
      <p className="form__intro">{GUIDE_ADMIN_TEXTS.participateFormIntro}</p>
      {errors.form && (
        <p className="alert alert--error" role="alert">
          {errors.form}
        </p>
      )}
      <SubmissionInput
        name="venue_name"
        label="Venue"
        error={errors.venue_name}
        maxLength={120}
        defaultValue={values.venue_name}
      />
      <SubmissionField name="place_url" label="City" error={errors.place_url}>
        <select
          id="m-place_url"
          name="place_url"
          className="field__input"
          defaultValue={values.place_url ?? "new-york"}
          {...invalid("place_url")}
        >
          {places.map((p) => (
            <option key={p.place_url} value={p.place_url}>
              {p.place}
            </option>
          ))}
        </select>
      </SubmissionField>
      <SubmissionInput
        name="address"
        label="Street address"
        error={errors.address}
        maxLength={300}
        defaultValue={values.address}
      />
      <SubmissionInput
        name="website"
        label="Website (optional)"
        error={errors.website}
        type="url"
        defaultValue={values.website}
      />
      <SubmissionInput name="email" label="E-mail" error={errors.email} type="email" defaultValue={values.email} />
      <SubmissionField name="message" label="Your programme (optional)" error={errors.message}>
        <textarea
          id="m-message"
          name="message"
          rows={4}
          className="field__input"
          maxLength={2000}
          defaultValue={values.message}
          {...invalid("message")}
        />
      </SubmissionField>
      <div>
        <button type="submit" className="button">
          {GUIDE_ADMIN_TEXTS.participateSend}
        </button>
      </div>
    </Form>
  );
}

export default function ArtguideParticipate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaticPage
      kicker="artguide"
      title="Become a member"
      dek="Galleries, museums, non-profit spaces, fairs and auction houses list their programme in the artguide, read every month by collectors, curators, critics and artists."
    >
      <h2>What members receive</h2>
      <ul className="static-plans">
        <li>
          <h3>Listing</h3>
          <p>
            Your venue page with address, hours, contact details and images, and every current and upcoming exhibition
            in the city lists.
          </p>
        </li>
        <li>
          <h3>Openings</h3>
          <p>Receptions appear under “Opening Today” and “Opening Tomorrow”, where most readers plan their evenings.</p>
        </li>
        <li>
          <h3>Spotlight</h3>
          <p>Supporting members are marked Spotlight and appear in the homepage carousel of the month’s advertisers.</p>
        </li>
      </ul>

      <h2>Who can join</h2>
      <p>
        Any venue with a public exhibition programme in one of the artguide’s cities: commercial galleries, museums and
        kunsthallen, artist-run and non-profit spaces, fairs and auction houses with public previews. We do not list
        private viewings or sales exhibitions without public hours.
      </p>

      <h2>Editorial independence</h2>
      <p>
        Membership pays for the listing service. It does not buy reviews, a Must See flag or a Critics’ Pick: those are
        decided by our editors alone, and members and non-members are treated alike.
      </p>

      <h2>How to apply</h2>
      <ol>
        <li>
          Write to <a href="mailto:artguide@artmagazine.example">artguide@artmagazine.example</a> with your venue’s
          name, address and website.
        </li>
        <li>
          Send your current programme: exhibition titles, artists, dates, reception times and a press release for each.
        </li>
        <li>
          Add two or three images per exhibition, at least 1,600 pixels on the long side, with captions and credits.
        </li>
      </ol>
      <p>
        We confirm new venues within a week and publish listings within two working days of receiving them. Questions
        about rates go to <a href="mailto:advertising@artmagazine.example">advertising@artmagazine.example</a>.
      </p>
      <h2 id="apply">{GUIDE_ADMIN_TEXTS.participateFormTitle}</h2>
      <SubmissionForm places={loaderData.places} answer={actionData as Answer | undefined} />
      <p>
        <Link to={guidePaths.help}>About the artguide</Link> · <Link to={guidePaths.home}>Browse the artguide</Link>
      </p>
    </StaticPage>
  );
}
