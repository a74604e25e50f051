import { data, redirect } from "react-router";
import * as v from "valibot";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { TextAreaField } from "#app/components/admin/TextAreaField";
import { TextField } from "#app/components/admin/TextField";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { formObject } from "#app/lib/formData.server";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { INTRO_MAX_LENGTH, PRIORITY_MAX, priorityOf, GUIDE_ADMIN_TEXTS as T } from "#machines/rules/admin/adminGuide";
import { guidePaths } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { PlaceUrlSchema, parseCityPage } from "#workers/services/admin/adminGuideForms";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/cityPageEdit";

/** The city of the path; anything but a guide city's key is a 404. */
function placeOf(params: { place?: string }): string {
  const parsed = v.safeParse(PlaceUrlSchema, params.place ?? "");
  if (!parsed.success) throw data("Not found", { status: 404, headers: PRIVATE });
  return parsed.output;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const city = await admin.guide.cityPage(placeOf(params));
  if (!city) throw data("Not found", { status: 404, headers: PRIVATE });
  return data(
    {
      city: { ...city, priority: priorityOf(city.is_priority, city.sort_order) },
      saved: new URL(request.url).searchParams.get("done") === "saved",
    },
    { headers: PRIVATE },
  );
}

type Answer = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const placeUrl = placeOf(params);
  const form = await formObject(request);
  const parsed = parseCityPage(form);
  if (!parsed.ok) return data<Answer>({ errors: parsed.errors, values: form }, { status: 400, headers: PRIVATE });
  if (!(await admin.guide.saveCityPage(placeUrl, parsed.value)))
    throw data("Not found", { status: 404, headers: PRIVATE });
  return redirect(`${GUIDE_ADMIN}/citypages/${placeUrl}?done=saved`);
}

/** A city page's editor: name, priority, introduction (sanitised HTML) and map centre. */
export default function CityPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { city, saved } = loaderData;
  const answer = actionData as Answer | undefined;
  const errors = answer?.errors ?? {};
  const value = (name: string, stored: string | number) => answer?.values[name] ?? String(stored);
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{city.place}</h1>
        <Link className="button button--secondary" to={guidePaths.place(city.place_url)}>
          View the city page
        </Link>
      </header>
      <p className="admin-field__hint">
        <Link to={`${GUIDE_ADMIN}/citypages`}>All city pages</Link>
      </p>
      {saved && !answer && (
        <p className="alert alert--success" role="status">
          {T.cityPageSaved}
        </p>
      )}
      {answer && (
        <p className="alert alert--error" role="alert">
          {Object.values(errors)[0]}
        </p>
      )}
      <Form method="post" className="admin-form" data-testid="citypage-form" noValidate>
        <TextField
          label="Name"
          name="place"
          error={errors.place}
          defaultValue={value("place", city.place)}
          maxLength={120}
          required
        />
        <TextField
          label="Priority"
          name="priority"
          error={errors.priority}
          hint={T.priorityHint}
          type="number"
          min={0}
          max={PRIORITY_MAX}
          step={1}
          defaultValue={value("priority", city.priority)}
        />
        <TextAreaField
          label="Introduction"
          name="intro"
          error={errors.intro}
          hint={T.introHint}
          rows={8}
          maxLength={INTRO_MAX_LENGTH}
          defaultValue={value("intro", city.intro_html)}
        />
        <div className="admin-form__row">
          <TextField
            label="Map centre latitude"
            name="latitude"
            error={errors.latitude}
            inputMode="decimal"
            defaultValue={value("latitude", city.latitude)}
          />
          <TextField
            label="Map centre longitude"
            name="longitude"
            error={errors.longitude}
            inputMode="decimal"
            defaultValue={value("longitude", city.longitude)}
          />
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button">
            {T.saveCityPage}
          </button>
        </div>
      </Form>
    </section>
  );
}
