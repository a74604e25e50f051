import { data } from "react-router";
import * as v from "valibot";
import { AdminPager } from "#app/components/admin/AdminPager";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { VenueMatches, VenueSearch } from "#app/components/admin/VenuePicker";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { formObject } from "#app/lib/formData.server";
import { PRIVATE, refusedAddress } from "#app/routes/admin/adminRoute.server";
import {
  GUIDE_ADMIN_MESSAGES,
  isRenewalOverdue,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  GUIDE_ADMIN_TEXTS as T,
} from "#machines/rules/admin/adminGuide";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import {
  assertAdminPage,
  errorsOf,
  MemberAddSchema,
  MemberFilterSchema,
  MemberUpdateSchema,
  pageOf,
} from "#workers/services/admin/adminGuideForms";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/members";

const PATH = `${GUIDE_ADMIN}/members`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const filters = { status: params.get("status") || undefined, find: params.get("find") ?? undefined };
  const parsed = v.safeParse(MemberFilterSchema, filters);
  if (!parsed.success) refusedAddress(parsed.issues, filters);
  const page = pageOf(params);
  const { status, find } = parsed.output;
  const members = await admin.guide.members(status, page, find);
  assertAdminPage(page, members.total);
  const today = new Date().toISOString().slice(0, 10);
  return data({ status, find, page, today, ...members }, { headers: PRIVATE });
}

type Answer = { errors: Record<string, string>; venueId?: number; done?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const form = await formObject(request);
  const venueId = /^\d{1,9}$/.test(form.venue_id ?? "") ? Number(form.venue_id) : undefined;
  if (form.intent === "add") {
    const parsed = v.safeParse(MemberAddSchema, form);
    if (!parsed.success) return data<Answer>({ errors: errorsOf(parsed.issues) }, { status: 400, headers: PRIVATE });
    const outcome = await admin.guide.addMember(parsed.output.venue_id);
    if (outcome !== "ok")
      return data<Answer>(
        { errors: { find: outcome === "exists" ? GUIDE_ADMIN_MESSAGES.memberExists : GUIDE_ADMIN_MESSAGES.venue } },
        { status: 400, headers: PRIVATE },
      );
    return data<Answer>({ errors: {}, done: T.memberAdded }, { headers: PRIVATE });
  }
  const parsed = v.safeParse(MemberUpdateSchema, form);
  if (!parsed.success)
    return data<Answer>({ errors: errorsOf(parsed.issues), venueId }, { status: 400, headers: PRIVATE });
  const { venue_id, status, renewal_date } = parsed.output;
  if (!(await admin.guide.updateMember(venue_id, status, renewal_date)))
    return data<Answer>(
      { errors: { venue_id: GUIDE_ADMIN_MESSAGES.venue }, venueId },
      { status: 400, headers: PRIVATE },
    );
  return data<Answer>({ errors: {}, venueId, done: T.memberSaved }, { headers: PRIVATE });
}

/** members: the member venues with status and renewal date, filtered by status; change one in its row; add one. */
export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const { status, items, page, total, today, find, matches } = loaderData;
  const topErrors = answer && answer.venueId === undefined ? answer.errors : {};
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{T.membersTitle}</h1>
      <p className="admin-page__lede">{T.membersIntro}</p>
      {answer?.done && (
        <p className="alert alert--success" role="status">
          {answer.done}
        </p>
      )}
      {answer?.venueId !== undefined && Object.keys(answer.errors).length > 0 && (
        <p className="alert alert--error" role="alert">
          {Object.values(answer.errors)[0]}
        </p>
      )}
      <ul className="admin-filters" aria-label="Status">
        {(["all", ...MEMBER_STATUSES] as const).map((s) => (
          <li key={s}>
            <Link to={s === "all" ? PATH : `${PATH}?status=${s}`} aria-current={s === status ? "page" : undefined}>
              {s === "all" ? T.allStatuses : MEMBER_STATUS_LABELS[s]}
            </Link>
          </li>
        ))}
      </ul>
      {items.length === 0 ? (
        <p className="admin-notice">{T.noMembers}</p>
      ) : (
        <table className="admin-table" data-testid="members-table">
          <thead>
            <tr>
              <th scope="col">Venue</th>
              <th scope="col" className="admin-keep">
                Status and renewal
              </th>
              <th scope="col">City</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={m.venue_id} data-testid="member">
                <td>
                  <Link to={`${GUIDE_ADMIN}/locations/${m.venue_id}`}>{m.name}</Link>{" "}
                  <span className={m.status === "active" ? "admin-tag admin-tag--active" : "admin-tag"}>
                    {MEMBER_STATUS_LABELS[m.status]}
                  </span>{" "}
                  {isRenewalOverdue(m.status, m.renewal_date, today) && (
                    <span className="admin-tag admin-tag--warn">{T.renewalOverdue}</span>
                  )}
                </td>
                <td className="admin-keep">
                  <Form method="post" className="admin-inline-form">
                    <input type="hidden" name="venue_id" value={m.venue_id} />
                    <label className="visually-hidden" htmlFor={`status-${m.venue_id}`}>
                      Status of {m.name}
                    </label>
                    <select id={`status-${m.venue_id}`} name="status" defaultValue={m.status}>
                      {MEMBER_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {MEMBER_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                    <label className="visually-hidden" htmlFor={`renewal-${m.venue_id}`}>
                      Renewal date of {m.name}
                    </label>
                    <input
                      id={`renewal-${m.venue_id}`}
                      name="renewal_date"
                      type="date"
                      defaultValue={m.renewal_date ?? ""}
                    />
                    <button
                      type="submit"
                      name="intent"
                      value="save"
                      className="button button--secondary button--small"
                      aria-label={`Save ${m.name}`}
                    >
                      {T.saveMember}
                    </button>
                  </Form>
                </td>
                <td>{m.place}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminPager path={PATH} params={status === "all" ? {} : { status }} page={page} total={total} />
      <div className="admin-list" id="add-member">
        <VenueSearch
          label={T.addMember}
          name="find"
          param="find"
          params={status === "all" ? {} : { status }}
          query={find}
          error={topErrors.find ?? topErrors.venue_id}
        />
        {matches && (
          <VenueMatches
            matches={matches}
            owner={{}}
            empty={<>No venue not yet a member is named like “{find}”.</>}
            testId="member-matches"
          />
        )}
      </div>
    </section>
  );
}
