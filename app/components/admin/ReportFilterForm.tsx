import type { ReactNode } from "react";
import { Form } from "#app/components/navigation/Form";
import { REPORT_TEXTS } from "#machines/rules/admin/adminReports";

/** A report's filter: a GET form, so it works without JavaScript, with its fields and the apply button. */
export function ReportFilterForm({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Form method="get" className="admin-filters" data-testid={testId}>
      {children}
      <button type="submit" className="button">
        {REPORT_TEXTS.apply}
      </button>
    </Form>
  );
}
