import type { TextareaHTMLAttributes } from "react";
import { Field } from "#app/components/admin/AdminShell";

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">;

/** A labelled text area of an admin form: its id is f-<name>, so the label and the error point at it. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  ...textarea
}: { label: string; name: string; error?: string; hint?: string } & TextAreaProps) {
  return (
    <Field label={label} name={name} error={error} hint={hint}>
      <textarea id={`f-${name}`} name={name} {...textarea} />
    </Field>
  );
}
