import { data, redirect } from "react-router";
import { Field } from "#app/components/admin/AdminShell";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { DeleteForm } from "#app/components/admin/DeleteForm";
import { HoursEditor } from "#app/components/admin/HoursEditor";
import { ImageUploadField } from "#app/components/admin/ImageUploadField";
import { SaveNotices } from "#app/components/admin/SaveNotices";
import { TextAreaField } from "#app/components/admin/TextAreaField";
import { TextField } from "#app/components/admin/TextField";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { formParts } from "#app/lib/formData.server";
import { editIdOf, editRecordOf, PRIVATE } from "#app/routes/admin/adminRoute.server";
import { type HoursRow, NEW_HOURS_ROW, removedRowOf, withoutHoursRow } from "#machines/rules/admin/admin";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { ADMIN_MESSAGES, CATEGORIES, type FieldErrors, parseVenue } from "#workers/services/admin/adminForms";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/locationEdit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const venue = await editRecordOf(editIdOf(params), (id) => admin.guide.venue(id));
  const saved = new URL(request.url).searchParams.get("done") === "saved";
  return data({ venue, places: await admin.guide.places(), saved }, { headers: PRIVATE });
}

type Answer = { values: Record<string, string>; rows: Record<string, string>[]; errors: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const id = editIdOf(params);
  const { fields: form, files } = await formParts(request);
  if (form.intent === "delete" && id !== null) {
    await admin.guide.deleteVenue(id);
    return redirect(`${GUIDE_ADMIN}/locations?done=deleted`);
  }
  const parsed = parseVenue(form);
  // Without JavaScript '+ add another date' posts the form: answer it with one more row, nothing saved.
  if (form.intent === "add_row")
    return data<Answer>(
      { values: form, rows: [...parsed.rows, { ...NEW_HOURS_ROW }], errors: {} },
      { headers: PRIVATE },
    );
  // A row's remove control, likewise: the rows without that one (never the last), nothing saved.
  const removed = removedRowOf(form.intent);
  if (removed !== null)
    return data<Answer>(
      { values: form, rows: withoutHoursRow(parsed.rows, removed), errors: {} },
      { headers: PRIVATE },
    );
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (parsed.ok && !(await admin.guide.placeExists(parsed.value.placeUrl))) errors.place_url = ADMIN_MESSAGES.place;
  if (!parsed.ok || Object.keys(errors).length > 0)
    return data<Answer>({ values: form, rows: parsed.rows, errors }, { status: 400, headers: PRIVATE });
  // The file is checked and stored only once the rest of the form is valid: no orphans in the bucket.
  const saved = await admin.guide.saveVenue(id, parsed.value, files.image_file ?? null);
  if (!saved.ok)
    return data<Answer>(
      { values: form, rows: parsed.rows, errors: { image_file: saved.message } },
      { status: 400, headers: PRIVATE },
    );
  return redirect(`${GUIDE_ADMIN}/locations/${saved.id}?done=saved`);
}

const asRows = (rows: Record<string, string>[]): HoursRow[] =>
  rows.map((r) => ({ ...NEW_HOURS_ROW, ...r }) as HoursRow);

export default function LocationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { venue, places, saved } = loaderData;
  const answer = actionData as Answer | undefined;
  const value = (name: string, fallback: string | number = "") => answer?.values[name] ?? String(fallback);
  const err = answer?.errors ?? {};
  const savedRows: HoursRow[] = venue ? JSON.parse(venue.hours_parts) : [];
  const rows = answer ? asRows(answer.rows) : savedRows;
  const byAppointment = answer ? answer.values.by_appointment === "on" : venue?.hours_by_appointment === 1;
  const hoursError = Object.entries(err).find(([k]) => k.startsWith("hours_parts"))?.[1];
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{venue ? venue.name : "New location"}</h1>
        {venue && <Link to={`/artguide/venue/${venue.slug}`}>View on the guide</Link>}
      </header>
      <SaveNotices saved={saved} savedText="Location saved." failed={Object.keys(err).length > 0} />
      {/* Keyed by the answer so the hours editor restarts from the rows the server rendered. */}
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-form"
        key={answer ? JSON.stringify(answer.rows) + Object.keys(err).join() : "saved"}
        data-testid="location-form"
      >
        {/* Enter in a field saves: the first submit button is the form's default, ahead of '+ add another date'. */}
        <button
          type="submit"
          name="intent"
          value="save"
          className="admin-default-submit"
          tabIndex={-1}
          aria-hidden="true"
        >
          Save
        </button>
        <TextField label="Name" name="name" error={err.name} defaultValue={value("name", venue?.name)} required />
        <div className="admin-form__row">
          <Field label="City of the guide" name="place_url" error={err.place_url}>
            <select id="f-place_url" name="place_url" defaultValue={value("place_url", venue?.place_url)}>
              <option value="">Choose…</option>
              {places.map((p) => (
                <option key={p.place_url} value={p.place_url}>
                  {p.place}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Category" name="category" error={err.category}>
            <select id="f-category" name="category" defaultValue={value("category", venue?.category ?? "galleries")}>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <TextField label="Address" name="address" error={err.address} defaultValue={value("address", venue?.address)} />
        <div className="admin-form__row">
          <TextField label="Town" name="town" error={err.town} defaultValue={value("town", venue?.town)} />
          <TextField label="Postcode" name="zip" error={err.zip} defaultValue={value("zip", venue?.zip)} />
        </div>
        <div className="admin-form__row">
          <TextField
            label="Phone"
            name="phone"
            error={err.phone}
            hint="With the country code, e.g. +1 212 555 0100."
            type="tel"
            defaultValue={value("phone", venue?.phone)}
          />
          <TextField
            label="E-mail"
            name="email"
            error={err.email}
            type="email"
            defaultValue={value("email", venue?.email)}
          />
        </div>
        <TextField label="Website" name="url" error={err.url} type="url" defaultValue={value("url", venue?.url)} />
        <div className="admin-form__row">
          <TextField
            label="Latitude"
            name="latitude"
            error={err.latitude}
            inputMode="decimal"
            defaultValue={value("latitude", venue?.latitude ?? "")}
          />
          <TextField
            label="Longitude"
            name="longitude"
            error={err.longitude}
            inputMode="decimal"
            defaultValue={value("longitude", venue?.longitude ?? "")}
          />
        </div>
        <HoursEditor rows={rows} byAppointment={byAppointment} error={hoursError} />
        <TextAreaField
          label="Description (HTML allowed: paragraphs, emphasis, links)"
          name="description"
          rows={5}
          defaultValue={value("description", venue?.description)}
        />
        <ImageUploadField current={venue?.image_url} error={err.image_file} />
        <div className="admin-form__actions">
          <button type="submit" className="button" name="intent" value="save">
            Save location
          </button>
        </div>
      </Form>
      {venue && <DeleteForm label="Delete this location and its exhibitions" />}
    </section>
  );
}
