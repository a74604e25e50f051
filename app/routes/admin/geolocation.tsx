import { data } from "react-router";
import { Choropleth } from "#app/components/admin/Choropleth";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { REPORT_TEXTS, shareText } from "#machines/rules/admin/adminReports";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH, worldCountryShapes } from "#workers/services/map/worldMap";
import type { Route } from "./+types/geolocation";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const rows = await admin.reports.subscribersByCountry();
  return data(
    {
      rows,
      total: rows.reduce((n, r) => n + r.count, 0),
      counts: Object.fromEntries(rows.map((r) => [r.code, r.count])),
      shapes: worldCountryShapes(),
    },
    { headers: PRIVATE },
  );
}

export function meta() {
  return [{ title: `${REPORT_TEXTS.geolocationTitle} | admin | Artmagazine` }, { name: "robots", content: "noindex" }];
}

/** Reports → subscriber geolocation: a world choropleth of active subscribers, the figures by country and state below it. */
export default function Geolocation({ loaderData }: Route.ComponentProps) {
  const { rows, total, counts, shapes } = loaderData;
  return (
    <section className="admin-page admin-report">
      <p className="admin-kicker">{REPORT_TEXTS.reportsTitle}</p>
      <h1 className="admin-page__title">{REPORT_TEXTS.geolocationTitle}</h1>
      <p className="admin-page__lede">{REPORT_TEXTS.geolocationLede}</p>
      {rows.length === 0 ? (
        <p className="admin-notice">{REPORT_TEXTS.noSubscribers}</p>
      ) : (
        <>
          <Choropleth
            title={REPORT_TEXTS.mapTitle}
            desc={REPORT_TEXTS.mapDesc(rows.length, total)}
            shapes={shapes}
            counts={counts}
            width={WORLD_MAP_WIDTH}
            height={WORLD_MAP_HEIGHT}
          />
          <table className="admin-table admin-table--compact admin-table--places" data-testid="geolocation-table">
            <ColumnHeads
              text={[
                <>
                  {REPORT_TEXTS.country} / {REPORT_TEXTS.region}
                </>,
              ]}
              figures={[REPORT_TEXTS.subscribers, REPORT_TEXTS.share]}
            />
            <tbody>
              {rows.flatMap((r) => [
                <tr key={r.code} className="admin-table__group" data-country={r.code}>
                  <th scope="row">{r.name}</th>
                  <td className="num">{r.count}</td>
                  <td className="num">{shareText(r.count, total)}</td>
                </tr>,
                ...r.regions.map((g) => (
                  <tr key={`${r.code}-${g.code}`} className="admin-table__sub" data-region={`${r.code}-${g.code}`}>
                    <th scope="row">{g.name}</th>
                    <td className="num">{g.count}</td>
                    <td className="num">{shareText(g.count, total)}</td>
                  </tr>
                )),
              ])}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{REPORT_TEXTS.totals}</th>
                <td className="num">{total}</td>
                <td className="num">100.0 %</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}
