import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { formObject } from "#app/lib/formData.server";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { REPORT_TEXTS, ROLES, type RoleName } from "#machines/rules/admin/adminReports";
import { formatMoney } from "#machines/rules/shop/money";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { pathIdOf } from "#workers/services/admin/adminReportFilters";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/userPage";

function idOrNotFound(param: string | undefined): number {
  const id = pathIdOf(param);
  if (id === null) throw data(REPORT_TEXTS.userNotFound, { status: 404, headers: PRIVATE });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const id = idOrNotFound(params.id);
  const user = await admin.users.user(id);
  if (!user) throw data(REPORT_TEXTS.userNotFound, { status: 404, headers: PRIVATE });
  const activity = await admin.users.activity(id);
  return data({ user, ...activity, isSelf: viewer.id === id }, { headers: PRIVATE });
}

type Answer = { ok: true; notice: string } | { ok: false; message: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const viewer = requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const id = idOrNotFound(params.id);
  const result = await admin.users.act(viewer, id, await formObject(request));
  if (!result.ok)
    return data<Answer>({ ok: false, message: result.message }, { status: result.status, headers: PRIVATE });
  return data<Answer>({ ok: true, notice: result.notice }, { headers: PRIVATE });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.user.username ?? REPORT_TEXTS.usersTitle} | admin | Artmagazine` },
    { name: "robots", content: "noindex" },
  ];
}

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function ActionButton({
  intent,
  role,
  label,
  danger,
}: {
  intent: string;
  role?: RoleName;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" className="admin-inline-form">
      <input type="hidden" name="intent" value={intent} />
      {role && <input type="hidden" name="role" value={role} />}
      <button
        type="submit"
        className={danger ? "button button--accent" : "button button--secondary"}
        data-testid={`action-${intent}${role ? `-${role}` : ""}`}
      >
        {label}
      </button>
    </Form>
  );
}

/** A user's page: roles, account state and recovery, then orders, subscriptions, myguide and sign-ins. */
export default function UserPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const { user } = d;
  const answer = actionData as Answer | undefined;
  const roles: { name: RoleName; on: boolean }[] = [
    { name: "admin", on: user.isAdmin },
    { name: "guideadmin", on: user.isArtguideAdmin },
  ];
  return (
    <section className="admin-page admin-user">
      <p className="admin-kicker">
        <Link to={`${ADMIN}/users`}>{REPORT_TEXTS.usersTitle}</Link>
      </p>
      <header className="admin-page__head">
        <h1 className="admin-page__title" data-testid="user-name">
          {user.username}
        </h1>
        {user.disabledAt && <span className="admin-badge admin-badge--off">{REPORT_TEXTS.disabledBadge}</span>}
      </header>
      {answer?.ok && (
        <p className="alert alert--success" role="status" data-testid="user-notice">
          {answer.notice}
        </p>
      )}
      {answer && !answer.ok && (
        <p className="alert alert--error" role="alert" data-testid="user-error">
          {answer.message}
        </p>
      )}
      <dl className="admin-facts">
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{REPORT_TEXTS.registered}</dt>
          <dd>{user.createdAt.slice(0, 10)}</dd>
        </div>
        <div>
          <dt>Subscriber</dt>
          <dd>{user.isSubscriber ? "yes" : "no"}</dd>
        </div>
        <div>
          <dt>{REPORT_TEXTS.myguide}</dt>
          <dd data-testid="myguide-count">{d.myguideCount}</dd>
        </div>
        <div>
          <dt>Live sessions</dt>
          <dd data-testid="session-count">{d.sessions}</dd>
        </div>
      </dl>

      <div className="admin-panels">
        <section className="admin-panel" aria-labelledby="roles-h">
          <h2 id="roles-h">{REPORT_TEXTS.roles}</h2>
          <ul className="admin-roles">
            {roles.map((r) => (
              <li key={r.name} data-testid={`role-${r.name}`} data-on={r.on ? "yes" : "no"}>
                <span>
                  {ROLES[r.name].label}: <strong>{r.on ? "yes" : "no"}</strong>
                </span>
                <ActionButton
                  intent={r.on ? "revoke" : "grant"}
                  role={r.name}
                  label={r.on ? REPORT_TEXTS.revoke(ROLES[r.name].label) : REPORT_TEXTS.grant(ROLES[r.name].label)}
                />
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-panel" aria-labelledby="account-h">
          <h2 id="account-h">Account</h2>
          <div className="admin-panel__actions">
            {!user.disabledAt && <ActionButton intent="recover" label={REPORT_TEXTS.sendRecovery} />}
            {user.disabledAt ? (
              <ActionButton intent="enable" label={REPORT_TEXTS.enable} />
            ) : (
              !d.isSelf && <ActionButton intent="disable" label={REPORT_TEXTS.disable} danger />
            )}
          </div>
        </section>
      </div>

      <h2 className="admin-section-title">{REPORT_TEXTS.orders}</h2>
      {d.orders.length === 0 ? (
        <p className="admin-empty">{REPORT_TEXTS.noOrders}</p>
      ) : (
        <table className="admin-table admin-table--compact" data-testid="user-orders">
          <ColumnHeads text={["Invoice", "Date", "Status"]} figures={["Total"]} />
          <tbody>
            {d.orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <Link to={`${ADMIN}/reports/invoices/order/${o.id}`}>Order {o.id}</Link>
                </td>
                <td>{o.createdAt.slice(0, 10)}</td>
                <td>
                  <span className={`admin-status admin-status--${o.status}`}>{o.status}</span>
                </td>
                <td className="num">{formatMoney(o.totalCents, o.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 className="admin-section-title">{REPORT_TEXTS.subscriptions}</h2>
      {d.subscriptions.length === 0 ? (
        <p className="admin-empty">{REPORT_TEXTS.noSubscriptions}</p>
      ) : (
        <table className="admin-table admin-table--compact" data-testid="user-subscriptions">
          <ColumnHeads text={["Invoice", "Plan", "Runs", "Status"]} figures={["Price"]} />
          <tbody>
            {d.subscriptions.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`${ADMIN}/reports/invoices/subscription/${s.id}`}>Subscription {s.id}</Link>
                </td>
                <td>{s.planTitle}</td>
                <td className="admin-nowrap">
                  {s.startsAt.slice(0, 10)} – {s.endsAt.slice(0, 10)}
                </td>
                <td>
                  <span className={`admin-status admin-status--${s.status}`}>{s.status}</span>
                </td>
                <td className="num">{formatMoney(s.priceCents, s.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 className="admin-section-title">{REPORT_TEXTS.signIns}</h2>
      {d.signIns.length === 0 ? (
        <p className="admin-empty">{REPORT_TEXTS.noSignIns}</p>
      ) : (
        <table className="admin-table admin-table--compact" data-testid="user-sign-ins">
          <ColumnHeads text={["When", "Address", "Browser"]} />
          <tbody>
            {d.signIns.map((s) => (
              <tr key={s.createdAt + s.ip}>
                <td className="admin-nowrap">{dateTime(s.createdAt)}</td>
                <td>{s.ip}</td>
                <td className="admin-ua">{s.userAgent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
