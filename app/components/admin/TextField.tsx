import type { InputHTMLAttributes } from "react";
import { Field } from "#app/components/admin/AdminShell";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/** A labelled one-line input of an admin form: its id is f-<name>, so the label and the error point at it. */
export function TextField({
  label,
  name,
  error,
  hint,
  ...input
}: { label: string; name: string; error?: string; hint?: string } & InputProps) {
  return (
    <Field label={label} name={name} error={error} hint={hint}>
      <input id={`f-${name}`} name={name} {...input} />
    </Field>
  );
}
