import { data } from "react-router";
import * as v from "valibot";
import { AdminPager } from "#app/components/admin/AdminPager";
import { Field } from "#app/components/admin/AdminShell";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { RowActionForm } from "#app/components/admin/RowActionForm";
import { TextField } from "#app/components/admin/TextField";
import { VenueMatches, VenueSearch } from "#app/components/admin/VenuePicker";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { formObject } from "#app/lib/formData.server";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { badAddressValue } from "#machines/rules/admin/admin";
import { GUIDE_ADMIN_MESSAGES, GUIDE_ADMIN_TEXTS as T } from "#machines/rules/admin/adminGuide";
import { guidePaths } from "#machines/rules/guide/guide";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import {
  assertAdminPage,
  errorsOf,
  GroupIdSchema,
  GroupNameSchema,
  GroupRenameSchema,
  GroupVenueSchema,
  pageOf,
  VenueSearchSchema,
} from "#workers/services/admin/adminGuideForms";
import { type AdminService, adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/groups";

const PATH = `${GUIDE_ADMIN}/groups`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const page = pageOf(params);
  let search:
    | { groupId: number; query: string; matches: Awaited<ReturnType<AdminService["guide"]["venuesOutsideGroups"]>> }
    | { groupId: number; query: string; error: string }
    | null = null;
  if (params.has("group")) {
    const raw = { group: params.get("group") ?? "", venue: params.get("venue") ?? "" };
    const parsed = v.safeParse(VenueSearchSchema, raw);
    if (!parsed.success && !/^\d{1,9}$/.test(raw.group))
      throw data(badAddressValue("group", raw.group, GUIDE_ADMIN_MESSAGES.group), { status: 400, headers: PRIVATE });
    search = parsed.success
      ? {
          groupId: parsed.output.group,
          query: parsed.output.venue,
          matches: await admin.guide.venuesOutsideGroups(parsed.output.venue),
        }
      : { groupId: Number(raw.group), query: raw.venue.slice(0, 80), error: parsed.issues[0].message };
  }
  const { groups, total } = await admin.guide.groups(page);
  assertAdminPage(page, total);
  return data({ groups, total, page, search, done: params.get("done") }, { headers: PRIVATE });
}

type Answer = { errors: Record<string, string>; groupId?: number; done?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const form = await formObject(request);
  const fail = (errors: Record<string, string>, groupId?: number) =>
    data<Answer>({ errors, groupId }, { status: 400, headers: PRIVATE });
  const groupId = /^\d{1,9}$/.test(form.group_id ?? "") ? Number(form.group_id) : undefined;
  switch (form.intent) {
    case "create": {
      const parsed = v.safeParse(GroupNameSchema, form);
      if (!parsed.success) return fail(errorsOf(parsed.issues));
      if ((await admin.guide.createGroup(parsed.output.name)) === null)
        return fail({ name: GUIDE_ADMIN_MESSAGES.groupTaken });
      return data<Answer>({ errors: {}, done: T.groupCreated }, { headers: PRIVATE });
    }
    case "rename": {
      const parsed = v.safeParse(GroupRenameSchema, form);
      if (!parsed.success) return fail(errorsOf(parsed.issues), groupId);
      const outcome = await admin.guide.renameGroup(parsed.output.group_id, parsed.output.name);
      if (outcome === "taken") return fail({ name: GUIDE_ADMIN_MESSAGES.groupTaken }, groupId);
      if (outcome === "missing") return fail({ group_id: GUIDE_ADMIN_MESSAGES.group }, groupId);
      return data<Answer>({ errors: {}, groupId, done: T.groupRenamed }, { headers: PRIVATE });
    }
    case "delete": {
      const parsed = v.safeParse(GroupIdSchema, form);
      if (!parsed.success || !(await admin.guide.deleteGroup(parsed.output.group_id)))
        return fail({ group_id: GUIDE_ADMIN_MESSAGES.group });
      return data<Answer>({ errors: {}, done: T.groupDeleted }, { headers: PRIVATE });
    }
    case "add":
    case "remove": {
      const parsed = v.safeParse(GroupVenueSchema, form);
      if (!parsed.success) return fail(errorsOf(parsed.issues), groupId);
      if (form.intent === "remove") {
        await admin.guide.removeFromGroup(parsed.output.group_id, parsed.output.venue_id);
        return data<Answer>({ errors: {}, groupId, done: T.venueRemoved }, { headers: PRIVATE });
      }
      const outcome = await admin.guide.addToGroup(parsed.output.group_id, parsed.output.venue_id);
      if (outcome === "in-group") return fail({ venue_id: GUIDE_ADMIN_MESSAGES.venueInGroup }, groupId);
      if (outcome === "missing") return fail({ venue_id: GUIDE_ADMIN_MESSAGES.venue }, groupId);
      return data<Answer>({ errors: {}, groupId, done: T.venueAdded }, { headers: PRIVATE });
    }
    default:
      return fail({ form: GUIDE_ADMIN_MESSAGES.group });
  }
}

/** location groups: each group's venues, rename, delete, add a venue found by name, remove one, create a group. */
export default function Groups({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const { search } = loaderData;
  const topErrors = answer && answer.groupId === undefined ? answer.errors : {};
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{T.groupsTitle}</h1>
      <p className="admin-page__lede">{T.groupsIntro}</p>
      {answer?.done && (
        <p className="alert alert--success" role="status">
          {answer.done}
        </p>
      )}
      {topErrors.group_id && (
        <p className="alert alert--error" role="alert">
          {topErrors.group_id}
        </p>
      )}
      <Form method="post" className="admin-search admin-search--fields admin-list" data-testid="new-group-form">
        <TextField label={T.newGroup} name="name" error={topErrors.name} maxLength={120} />
        <button type="submit" name="intent" value="create" className="button">
          {T.createGroup}
        </button>
      </Form>
      {loaderData.groups.length === 0 && <p className="admin-field__hint">{T.noGroups}</p>}
      {loaderData.groups.map((group) => {
        const err = answer?.groupId === group.id ? answer.errors : {};
        const mine = search?.groupId === group.id ? search : null;
        return (
          <div key={group.id} className="admin-group" data-testid="location-group">
            <div className="admin-group__head">
              <h2>{group.name}</h2>
              <RowActionForm fields={{ group_id: group.id }} intent="delete" buttonClassName="admin-link-button">
                {T.deleteGroup}
              </RowActionForm>
            </div>
            {group.venues.length === 0 ? (
              <p className="admin-field__hint">{T.groupEmpty}</p>
            ) : (
              <table className="admin-table">
                <tbody>
                  {group.venues.map((venue) => (
                    <tr key={venue.id}>
                      <td>
                        <Link to={guidePaths.venue(venue.slug)}>{venue.name}</Link>
                      </td>
                      <td>{venue.place}</td>
                      <td className="num">
                        <RowActionForm
                          fields={{ group_id: group.id, venue_id: venue.id }}
                          intent="remove"
                          buttonClassName="admin-link-button"
                          label={`Remove ${venue.name}`}
                        >
                          remove
                        </RowActionForm>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <div className="admin-form__row">
              <Form method="post" className="admin-search admin-search--fields">
                <input type="hidden" name="group_id" value={group.id} />
                <Field label="Group name" name={`name-${group.id}`} error={err.name}>
                  <input id={`f-name-${group.id}`} name="name" defaultValue={group.name} maxLength={120} />
                </Field>
                <button type="submit" name="intent" value="rename" className="button button--secondary button--small">
                  {T.renameGroup}
                </button>
              </Form>
              <VenueSearch
                label={T.findVenue}
                name={`venue-${group.id}`}
                param="venue"
                params={{ group: group.id }}
                query={mine?.query ?? ""}
                error={mine && "error" in mine ? mine.error : err.venue_id}
              />
            </div>
            {mine && "matches" in mine && (
              <VenueMatches
                matches={mine.matches}
                owner={{ group_id: group.id }}
                empty={T.noVenueMatch}
                testId="group-venue-matches"
              />
            )}
          </div>
        );
      })}
      <AdminPager path={PATH} params={{}} page={loaderData.page} total={loaderData.total} />
    </section>
  );
}
