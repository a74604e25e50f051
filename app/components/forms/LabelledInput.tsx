import type { InputHTMLAttributes, ReactNode } from "react";

/** A labelled input of a site form (account, newsletter, search), with its hint, if any, below it. */
export function LabelledInput({
  id,
  label,
  hint,
  ...input
}: { id: string; label: ReactNode; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input className="field__input" id={id} {...input} />
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}
