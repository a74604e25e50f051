import { data } from "react-router";
import { appContext } from "#workers/context";
import { registrationTally } from "#workers/db/adminGuide";
import { requireAdminArea } from "#workers/services/adminAccess";
import type { Route } from "./+types/registrations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  return data({ days: await registrationTally(app.db) }, { headers: { "cache-control": "private, no-store" } });
}

/** Reports → user registration tally: registrations per day, newest first. */
export default function Registrations({ loaderData }: Route.ComponentProps) {
  const total = loaderData.days.reduce((sum, d) => sum + d.count, 0);
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">user registration tally</h1>
      <p className="admin-page__lede">
        Registrations per day, newest first: {total} on the {loaderData.days.length} most recent days with any.
      </p>
      <table className="admin-table" data-testid="registration-tally">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className="num">
              Registrations
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td className="num">{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
