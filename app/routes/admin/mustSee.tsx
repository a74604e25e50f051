import { data } from "react-router";
import * as v from "valibot";
import { ExhibitionCells } from "#app/components/admin/ExhibitionCells";
import { RowActionForm } from "#app/components/admin/RowActionForm";
import { Form } from "#app/components/navigation/Form";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { formObject } from "#app/lib/formData.server";
import { refusedAddress } from "#app/routes/admin/adminRoute.server";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/mustSee";

/** ?place= (a city of the guide) and ?q= (part of a title, an artist or a venue). */
const FilterSchema = v.object({
  place: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose a city.")), "new-york"),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, "Search with up to 80 characters.")), ""),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const filters = { place: params.get("place") ?? undefined, q: params.get("q") ?? undefined };
  const parsed = v.safeParse(FilterSchema, filters);
  if (!parsed.success) refusedAddress(parsed.issues, filters);
  const { place, q } = parsed.output;
  const { places, exhibitions } = await admin.guide.mustSee(place, q);
  return data({ place, q, places, exhibitions }, { headers: { "cache-control": "private, no-store" } });
}

const ToggleSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Choose an exhibition."), v.transform(Number)),
  must_see: v.picklist(["1", "0"], "Choose on or off."),
});

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const parsed = v.safeParse(ToggleSchema, await formObject(request));
  if (!parsed.success) return data({ error: parsed.issues[0].message }, { status: 400 });
  await admin.guide.setMustSee(parsed.output.id, parsed.output.must_see === "1");
  return { error: null };
}

/** must see: the selection of the city's current exhibitions, toggled one by one. */
export default function MustSee({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">must see</h1>
      {actionData?.error && (
        <p className="alert alert--error" role="alert">
          {actionData.error}
        </p>
      )}
      <Form method="get" className="admin-search">
        <label htmlFor="place">City</label>
        <select id="place" name="place" defaultValue={loaderData.place}>
          {loaderData.places.map((p) => (
            <option key={p.place_url} value={p.place_url}>
              {p.place}
            </option>
          ))}
        </select>
        <label htmlFor="q">Title, artist or venue</label>
        <input id="q" name="q" type="search" defaultValue={loaderData.q} />
        <button type="submit" className="button button--secondary">
          Show
        </button>
      </Form>
      {loaderData.exhibitions.length === 0 ? (
        <p className="admin-field__hint">No exhibition on view there matches.</p>
      ) : null}
      <table className="admin-table" data-testid="must-see-table">
        <ColumnHeads text={["Exhibition", "Venue", "Must see"]} />
        <tbody>
          {loaderData.exhibitions.map((e) => (
            <tr key={e.id}>
              <ExhibitionCells exhibition={e} />
              <td>
                <RowActionForm
                  fields={{ id: e.id, must_see: e.is_must_see ? "0" : "1" }}
                  buttonClassName={e.is_must_see ? "button button--small" : "button button--secondary button--small"}
                >
                  {e.is_must_see ? "Must see ✓" : "Add"}
                </RowActionForm>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
