import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";

/** Why a report's filter was refused: every field's message after one lead sentence. */
export function FilterError({ errors }: { errors: Record<string, string> }) {
  return (
    <p className="alert alert--error" role="alert" data-testid="filter-error">
      {REPORT_TEXTS.badFilter} {Object.values(errors).join(" ")}
    </p>
  );
}
