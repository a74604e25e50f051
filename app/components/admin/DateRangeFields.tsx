import { TextField } from "#app/components/admin/TextField";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";

/** A report filter's "from" and "to" dates. */
export function DateRangeFields({
  values,
  errors,
}: {
  values: { from?: string; to?: string };
  errors: { from?: string; to?: string };
}) {
  return (
    <>
      <TextField label={REPORT_TEXTS.from} name="from" error={errors.from} type="date" defaultValue={values.from} />
      <TextField label={REPORT_TEXTS.to} name="to" error={errors.to} type="date" defaultValue={values.to} />
    </>
  );
}
