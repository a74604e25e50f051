import { badAddressValue } from "#machines/rules/admin/admin";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";

/**
 * Why a screen's filter was refused: one lead sentence, then each refused parameter by name and
 * value with its rule (the page number, a search too long, a date that does not exist).
 */
export function FilterError({ errors, values }: { errors: Record<string, string>; values: Record<string, string> }) {
  return (
    <div className="alert alert--error" role="alert" data-testid="filter-error">
      <p>{REPORT_TEXTS.badFilter}</p>
      <ul>
        {Object.entries(errors).map(([name, rule]) => (
          <li key={name}>{badAddressValue(name, values[name] ?? "", rule)}</li>
        ))}
      </ul>
    </div>
  );
}
