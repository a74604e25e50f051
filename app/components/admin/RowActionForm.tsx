import type { ReactNode } from "react";
import { HiddenFields } from "#app/components/admin/HiddenFields";
import { Form } from "#app/components/navigation/Form";

/** A one-button form that acts on one row: it posts `fields`, and `intent` when the action has several. */
export function RowActionForm({
  fields,
  intent,
  buttonClassName,
  label,
  children,
}: {
  fields: Record<string, string | number>;
  intent?: string;
  buttonClassName: string;
  /** the button's accessible name, when its text alone does not say which row */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="admin-inline-form">
      <HiddenFields fields={fields} />
      <button type="submit" name={intent && "intent"} value={intent} className={buttonClassName} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
