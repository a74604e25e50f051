import { data, redirect } from "react-router";
import { Field } from "#app/components/admin/AdminShell";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { DateField } from "#app/components/admin/DateField";
import { DeleteForm } from "#app/components/admin/DeleteForm";
import { ImageUploadField } from "#app/components/admin/ImageUploadField";
import { SaveNotices } from "#app/components/admin/SaveNotices";
import { TextAreaField } from "#app/components/admin/TextAreaField";
import { TextField } from "#app/components/admin/TextField";
import { Form } from "#app/components/navigation/Form";
import { formParts } from "#app/lib/formData.server";
import { editIdOf, editRecordOf, PRIVATE } from "#app/routes/admin/adminRoute.server";
import { plainText } from "#machines/rules/guide/guide";
import { receptionClock } from "#machines/rules/guide/placeTimeZones";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { ADMIN_MESSAGES, type FieldErrors, parseExhibition, receptionFields } from "#workers/services/admin/adminForms";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/exhibitionEdit";

/** Beside the reception's times before a venue is chosen: they are read on its clock once it is. */
const VENUE_CLOCK = "The venue's local time";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const exhibition = await editRecordOf(editIdOf(params), (id) => admin.guide.exhibition(id));
  const url = new URL(request.url);
  const venueParam = Number(url.searchParams.get("venue")) || null;
  const venueId = exhibition?.venue_id ?? venueParam;
  const place = exhibition
    ? {
        place: exhibition.venue_place,
        placeUrl: exhibition.venue_place_url,
        countryCode: exhibition.venue_country_code,
      }
    : venueId
      ? await admin.guide.venuePlace(venueId)
      : null;
  // The reception is stored in UTC and edited on the venue's clock.
  const clock = place ? receptionClock(place) : null;
  return data(
    {
      exhibition,
      venueId,
      reception: receptionFields(
        exhibition?.opening_start ?? null,
        exhibition?.opening_end ?? null,
        clock?.timeZone ?? "UTC",
      ),
      clockLabel: clock?.label ?? VENUE_CLOCK,
      venues: await admin.guide.venueChoices(venueId),
      saved: url.searchParams.get("done") === "saved",
    },
    { headers: PRIVATE },
  );
}

type Answer = { values: Record<string, string>; errors: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const id = editIdOf(params);
  const { fields: form, files } = await formParts(request);
  if (form.intent === "delete" && id !== null) {
    await admin.guide.deleteExhibition(id);
    return redirect(`${GUIDE_ADMIN}/exhibitions?done=deleted`);
  }
  const venue = /^\d+$/.test(form.venue_id ?? "") ? await admin.guide.venuePlace(Number(form.venue_id)) : null;
  // The times entered are read on the clock of the venue posted, which may not be the one the form was shown for.
  const parsed = parseExhibition(form, venue ? receptionClock(venue).timeZone : "UTC");
  const errors: FieldErrors = parsed.ok ? {} : parsed.errors;
  if (parsed.ok && !venue) errors.venue_id = ADMIN_MESSAGES.venue;
  if (!parsed.ok || Object.keys(errors).length > 0)
    return data<Answer>({ values: form, errors }, { status: 400, headers: PRIVATE });
  // The file is checked and stored only once the rest of the form is valid: no orphans in the bucket.
  const saved = await admin.guide.saveExhibition(id, parsed.value, files.image_file ?? null);
  if (!saved.ok)
    return data<Answer>({ values: form, errors: { image_file: saved.message } }, { status: 400, headers: PRIVATE });
  return redirect(`${GUIDE_ADMIN}/exhibitions/${saved.id}?done=saved`);
}

export default function ExhibitionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { exhibition: e, venues, venueId, reception, clockLabel, saved } = loaderData;
  const answer = actionData as Answer | undefined;
  const value = (name: string, fallback: string | number | null | undefined = "") =>
    answer?.values[name] ?? String(fallback ?? "");
  const checked = (name: string, fallback: boolean) => (answer ? answer.values[name] === "on" : fallback);
  const err = answer?.errors ?? {};
  return (
    <section className="admin-page">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{e ? plainText(e.title) : "New exhibition"}</h1>
      </header>
      <SaveNotices saved={saved} savedText="Exhibition saved." failed={Object.keys(err).length > 0} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-form"
        data-testid="exhibition-form"
        key={answer ? Object.keys(err).join() : "saved"}
      >
        <TextField
          label="Exhibition title"
          name="title"
          error={err.title}
          hint="The show's title only: artists have their own field. Emphasis may be marked <em>…</em>."
          defaultValue={value("title", e?.title)}
        />
        <TextField
          label="Artists"
          name="artists"
          error={err.artists}
          hint="Separated by commas."
          defaultValue={value("artists", e?.artists)}
        />
        <Field label="Venue" name="venue_id" error={err.venue_id}>
          <select id="f-venue_id" name="venue_id" defaultValue={value("venue_id", venueId)}>
            <option value="">Choose…</option>
            {venues.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.town})
              </option>
            ))}
          </select>
        </Field>
        <div className="admin-form__row">
          <DateField
            label="Opens"
            name="show_start"
            defaultValue={value("show_start", e?.show_start)}
            error={err.show_start}
          />
          <DateField
            label="Closes"
            name="show_end"
            defaultValue={value("show_end", e?.show_end)}
            error={err.show_end}
          />
        </div>
        <fieldset className="admin-fieldset">
          <legend>Opening reception</legend>
          <div className="admin-form__row">
            <DateField
              label="Date"
              name="opening_date"
              defaultValue={value("opening_date", reception.opening_date)}
              error={err.opening_date}
            />
            <TextField
              label="From"
              name="opening_from"
              type="time"
              step={1800}
              hint={clockLabel}
              defaultValue={value("opening_from", reception.opening_from)}
              error={err.opening_from}
            />
            <TextField
              label="Until"
              name="opening_until"
              type="time"
              step={1800}
              hint={clockLabel}
              defaultValue={value("opening_until", reception.opening_until)}
              error={err.opening_until}
            />
          </div>
        </fieldset>
        <TextAreaField
          label="Description (HTML allowed)"
          name="description"
          rows={5}
          defaultValue={value("description", e?.description)}
        />
        <TextAreaField
          label="Press release (HTML allowed)"
          name="press_release"
          rows={5}
          defaultValue={value("press_release", e?.press_release)}
        />
        <ImageUploadField current={e?.image_url} error={err.image_file} />
        <TextField
          label="…or an image address"
          name="image_url"
          error={err.image_url}
          hint="An https:// address or a site path such as /media/…, instead of an upload."
          defaultValue={value("image_url", e?.image_url)}
        />
        <div className="admin-form__row">
          <TextField
            label="Critics' pick (article path)"
            name="critics_pick_path"
            error={err.critics_pick_path}
            defaultValue={value("critics_pick_path", e?.critics_pick_path)}
          />
          <TextField
            label="Preview (article path)"
            name="preview_path"
            error={err.preview_path}
            defaultValue={value("preview_path", e?.preview_path)}
          />
        </div>
        <div className="admin-checks">
          <label className="admin-check">
            <input type="checkbox" name="is_must_see" defaultChecked={checked("is_must_see", e?.is_must_see === 1)} />{" "}
            Must see
          </label>
          <label className="admin-check">
            <input
              type="checkbox"
              name="is_spotlight"
              defaultChecked={checked("is_spotlight", e?.is_spotlight === 1)}
            />{" "}
            Spotlight
          </label>
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button" name="intent" value="save">
            Save exhibition
          </button>
        </div>
      </Form>
      {e && <DeleteForm label="Delete this exhibition" />}
    </section>
  );
}
