import { data } from "react-router";
import { Field } from "#app/components/admin/AdminShell";
import { BarChart } from "#app/components/admin/BarChart";
import { DateRangeFields } from "#app/components/admin/DateRangeFields";
import { FilterError } from "#app/components/admin/FilterError";
import { ReportFilterForm } from "#app/components/admin/ReportFilterForm";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import {
  countsByPeriod,
  GROUPINGS,
  periodLabel,
  periodTick,
  REPORT_TEXTS,
  SPAN_LABEL,
} from "#machines/rules/admin/adminReports";
import { countNoun } from "#machines/rules/shell/paging";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { parseRegistrationParams } from "#workers/services/admin/adminReportFilters";
import { adminContext } from "#workers/services/admin/adminService";
import type { Route } from "./+types/registrations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const today = new Date().toISOString().slice(0, 10);
  const parsed = parseRegistrationParams(new URL(request.url), today);
  if (!parsed.ok) return data(parsed, { status: 400, headers: PRIVATE });
  const { grouping, from, to, askedFrom } = parsed.value;
  const days = await admin.reports.registrations(from, to);
  const shortened = askedFrom
    ? REPORT_TEXTS.rangeShortened(
        periodLabel(askedFrom, "day"),
        periodLabel(from, "day"),
        grouping,
        SPAN_LABEL[grouping],
      )
    : null;
  return data(
    { ok: true as const, grouping, from, to, shortened, periods: countsByPeriod(days, grouping, from, to) },
    { headers: PRIVATE },
  );
}

export function meta() {
  return [
    { title: `${REPORT_TEXTS.registrationsTitle} | admin | Artmagazine` },
    { name: "robots", content: "noindex" },
  ];
}

/** Reports → user registration tally: registrations per day, week or month as a chart, the figures in a table below it. */
export default function Registrations({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const values = d.ok ? { group: d.grouping, from: d.from, to: d.to } : d.values;
  const errors = d.ok ? {} : d.errors;
  const total = d.ok ? d.periods.reduce((sum, p) => sum + p.count, 0) : 0;
  return (
    <section className="admin-page admin-report">
      <p className="admin-kicker">{REPORT_TEXTS.reportsTitle}</p>
      <h1 className="admin-page__title">{REPORT_TEXTS.registrationsTitle}</h1>
      <ReportFilterForm testId="registration-filters">
        <Field label={REPORT_TEXTS.groupBy} name="group" error={errors.group}>
          <select id="f-group" name="group" defaultValue={values.group}>
            {GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </Field>
        <DateRangeFields values={values} errors={errors} />
      </ReportFilterForm>
      {!d.ok ? (
        <FilterError errors={errors} values={values} />
      ) : (
        <>
          {d.shortened ? (
            <p className="alert" role="status" data-testid="range-shortened">
              {d.shortened}
            </p>
          ) : null}
          <p className="admin-page__lede" data-testid="registration-summary">
            {countNoun(total, "registration", "registrations")} from {periodLabel(d.from, "day")} to{" "}
            {periodLabel(d.to, "day")}, per {d.grouping}.
          </p>
          <BarChart
            title={REPORT_TEXTS.chartTitle(d.grouping)}
            desc={REPORT_TEXTS.chartDesc(total, d.from, d.to)}
            bars={d.periods.map((p) => ({
              key: p.period,
              label: periodLabel(p.period, d.grouping),
              tick: periodTick(p.period, d.grouping),
              value: p.count,
            }))}
          />
          <table className="admin-table admin-table--compact" data-testid="registration-tally">
            <caption className="visually-hidden">{REPORT_TEXTS.chartTitle(d.grouping)}</caption>
            <ColumnHeads
              text={[d.grouping === "day" ? "Day" : d.grouping === "week" ? "Week" : "Month"]}
              figures={["Registrations"]}
            />
            <tbody>
              {[...d.periods].reverse().map((p) => (
                <tr key={p.period}>
                  <td>{periodLabel(p.period, d.grouping)}</td>
                  <td className="num">{p.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
