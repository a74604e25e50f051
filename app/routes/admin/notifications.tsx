import { data } from "react-router";
import * as v from "valibot";
import { AdminPager } from "#app/components/admin/AdminPager";
import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { RowActionForm } from "#app/components/admin/RowActionForm";
import { Link } from "#app/components/navigation/Link";
import { formObject } from "#app/lib/formData.server";
import { PRIVATE, refusedAddress } from "#app/routes/admin/adminRoute.server";
import {
  NOTIFICATION_FILTERS,
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  type NotificationKind,
  GUIDE_ADMIN_TEXTS as T,
} from "#machines/rules/admin/adminGuide";
import { plainText } from "#machines/rules/guide/guide";
import { countNoun } from "#machines/rules/shell/paging";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import {
  assertAdminPage,
  DismissSchema,
  errorsOf,
  NotificationFilterSchema,
  pageOf,
} from "#workers/services/admin/adminGuideForms";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/notifications";

const PATH = `${GUIDE_ADMIN}/notifications`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const filters = { kind: params.get("kind") || undefined };
  const parsed = v.safeParse(NotificationFilterSchema, filters);
  if (!parsed.success) refusedAddress(parsed.issues, filters);
  const page = pageOf(params);
  const { items, total } = await admin.guide.notifications(parsed.output.kind, page);
  assertAdminPage(page, total);
  return data({ kind: parsed.output.kind, page, items, total }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "artguide");
  const admin = context.get(adminContext);
  const parsed = v.safeParse(DismissSchema, { kind: "", item_id: "", ...(await formObject(request)) });
  if (!parsed.success) return data({ errors: errorsOf(parsed.issues), done: false }, { status: 400, headers: PRIVATE });
  await admin.guide.dismissNotification(parsed.output.kind, parsed.output.item_id);
  return data({ errors: {} as Record<string, string>, done: true }, { headers: PRIVATE });
}

/** Where an item is dealt with: a submission starts the members screen's venue search, the others open their edit screen. */
function openHref(kind: NotificationKind, id: number, title: string): string {
  if (kind === "submission") return `${GUIDE_ADMIN}/members?find=${encodeURIComponent(title)}#add-member`;
  if (kind === "no-image") return `${GUIDE_ADMIN}/exhibitions/${id}`;
  return `${GUIDE_ADMIN}/locations/${id}`;
}

/** notifications: what needs attention, filtered by kind; each item opens its screen or is dismissed for good. */
export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, items, page, total } = loaderData;
  const error = actionData ? Object.values(actionData.errors)[0] : undefined;
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{T.notificationsTitle}</h1>
      <p className="admin-page__lede">{T.notificationsIntro}</p>
      {actionData?.done && (
        <p className="alert alert--success" role="status">
          {T.dismissed}
        </p>
      )}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <ul className="admin-filters" aria-label="Show">
        {(["all", ...NOTIFICATION_KINDS] as const).map((k) => (
          <li key={k}>
            <Link to={k === "all" ? PATH : `${PATH}?kind=${k}`} aria-current={k === kind ? "page" : undefined}>
              {k === "all" ? "everything" : NOTIFICATION_FILTERS[k]}
            </Link>
          </li>
        ))}
      </ul>
      <p className="admin-field__hint" data-testid="notification-count">
        {countNoun(total, "item", "items")}
      </p>
      {items.length === 0 ? (
        <p className="admin-notice">{T.noNotifications}</p>
      ) : (
        <table className="admin-table" data-testid="notifications-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="admin-wide-only">
                Kind
              </th>
              <th scope="col">Date</th>
              <th scope="col" className="admin-keep">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const title = plainText(item.title);
              return (
                <tr key={`${item.kind}-${item.item_id}`} data-testid="notification">
                  <td>
                    <strong>{title}</strong>
                    <span className="admin-field__hint"> · {item.detail}</span>
                  </td>
                  <td className="admin-wide-only">{NOTIFICATION_LABELS[item.kind]}</td>
                  <td className="admin-nowrap">{item.day}</td>
                  <td className="num admin-keep">
                    <div className="admin-actions">
                      <Link
                        className="button button--secondary button--small"
                        to={openHref(item.kind, item.item_id, title)}
                        aria-label={`${T.open} ${title}`}
                      >
                        {T.open}
                      </Link>
                      <RowActionForm
                        fields={{ kind: item.kind, item_id: item.item_id }}
                        buttonClassName="admin-link-button"
                        label={`${T.dismiss} ${title}`}
                      >
                        {T.dismiss}
                      </RowActionForm>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <AdminPager path={PATH} params={kind === "all" ? {} : { kind }} page={page} total={total} />
    </section>
  );
}
