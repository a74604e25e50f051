import { data } from "react-router";
import * as v from "valibot";
import { RowActionForm } from "#app/components/admin/RowActionForm";
import { TextField } from "#app/components/admin/TextField";
import { VenueMatches, VenueSearch } from "#app/components/admin/VenuePicker";
import { Form } from "#app/components/navigation/Form";
import { formObject } from "#app/lib/formData.server";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { GUIDE_ADMIN_FIELDS } from "#machines/rules/admin/adminGuide";
import { singleLineText } from "#machines/rules/forms/fieldRules";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { FEATURED_LIST_MESSAGES } from "#workers/services/admin/adminForms";
import { errorsOf, Id } from "#workers/services/admin/adminGuideForms";
import { type AdminService, adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/featuredLists";

/** ?list=&venue=: the name search of one list's "add a venue" form (a GET form, so it works without JavaScript). */
const VenueSearchSchema = v.object({
  list: Id(FEATURED_LIST_MESSAGES.list),
  venue: v.pipe(
    singleLineText(80, GUIDE_ADMIN_FIELDS.venueName, FEATURED_LIST_MESSAGES.venueName),
    v.nonEmpty(FEATURED_LIST_MESSAGES.venueName),
  ),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  let search:
    | { listId: number; query: string; matches: Awaited<ReturnType<AdminService["guide"]["venuesForList"]>> }
    | { listId: number; error: string }
    | null = null;
  if (params.has("list")) {
    const parsed = v.safeParse(VenueSearchSchema, { list: params.get("list") ?? "", venue: params.get("venue") ?? "" });
    search = parsed.success
      ? {
          listId: parsed.output.list,
          query: parsed.output.venue,
          matches: await admin.guide.venuesForList(parsed.output.list, parsed.output.venue),
        }
      : { listId: Number(params.get("list")), error: parsed.issues[0].message };
  }
  return data({ lists: await admin.guide.featuredLists(), search }, { headers: PRIVATE });
}
const CreateSchema = v.object({
  name: v.pipe(
    singleLineText(120, GUIDE_ADMIN_FIELDS.listName, FEATURED_LIST_MESSAGES.name),
    v.nonEmpty(FEATURED_LIST_MESSAGES.name),
  ),
  site_url: v.pipe(
    singleLineText(500, GUIDE_ADMIN_FIELDS.listSiteUrl, FEATURED_LIST_MESSAGES.siteUrl),
    v.regex(/^https?:\/\/\S+$/, FEATURED_LIST_MESSAGES.siteUrl),
  ),
});
const MemberSchema = v.object({ list_id: Id(FEATURED_LIST_MESSAGES.list), venue_id: Id(FEATURED_LIST_MESSAGES.venue) });

type Answer = { errors: Record<string, string>; listId?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const form = await formObject(request);
  if (form.intent === "create") {
    const parsed = v.safeParse(CreateSchema, form);
    if (!parsed.success) return data<Answer>({ errors: errorsOf(parsed.issues) }, { status: 400 });
    await admin.guide.createFeaturedList(parsed.output.name, parsed.output.site_url);
    return data<Answer>({ errors: {} });
  }
  const parsed = v.safeParse(MemberSchema, form);
  if (!parsed.success) return data<Answer>({ errors: errorsOf(parsed.issues), listId: form.list_id }, { status: 400 });
  if (form.intent === "remove") {
    await admin.guide.removeFromFeaturedList(parsed.output.list_id, parsed.output.venue_id);
    return data<Answer>({ errors: {} });
  }
  if (!(await admin.guide.addToFeaturedList(parsed.output.list_id, parsed.output.venue_id))) {
    return data<Answer>({ errors: { venue_id: FEATURED_LIST_MESSAGES.venue }, listId: form.list_id }, { status: 400 });
  }
  return data<Answer>({ errors: {} });
}

/** featured lists: each list's venues, add a venue found by name, remove one, create a list. */
export default function FeaturedLists({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const { search } = loaderData;
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">featured lists</h1>
      {loaderData.lists.map((list) => {
        const err = answer?.listId === String(list.id) ? answer.errors : {};
        const mine = search?.listId === list.id ? search : null;
        return (
          <div key={list.id} className="admin-card admin-list" data-testid="featured-list">
            <h2>{list.name}</h2>
            <p className="admin-field__hint">{list.site_url}</p>
            <table className="admin-table">
              <tbody>
                {list.venues.map((venue) => (
                  <tr key={venue.id}>
                    <td>{venue.name}</td>
                    <td className="num">
                      <RowActionForm
                        fields={{ list_id: list.id, venue_id: venue.id }}
                        intent="remove"
                        buttonClassName="admin-link-button"
                      >
                        remove
                      </RowActionForm>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <VenueSearch
              label="Add a venue: find it by name"
              name={`venue-${list.id}`}
              param="venue"
              params={{ list: list.id }}
              query={mine && "query" in mine ? mine.query : ""}
              error={mine && "error" in mine ? mine.error : err.venue_id}
            />
            {mine && "matches" in mine && (
              <VenueMatches
                matches={mine.matches}
                owner={{ list_id: list.id }}
                empty={<>No venue not yet on this list is named like “{mine.query}”.</>}
                testId="venue-matches"
              />
            )}
          </div>
        );
      })}
      <Form method="post" className="admin-form admin-list">
        <h2 className="admin-card">New list</h2>
        <TextField label="Name" name="name" error={answer?.listId === undefined ? answer?.errors.name : undefined} />
        <TextField
          label="Site address"
          name="site_url"
          error={answer?.listId === undefined ? answer?.errors.site_url : undefined}
          type="url"
        />
        <div className="admin-form__actions">
          <button type="submit" name="intent" value="create" className="button">
            Create list
          </button>
        </div>
      </Form>
    </section>
  );
}
