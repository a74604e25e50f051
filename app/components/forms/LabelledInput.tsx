import type { InputHTMLAttributes, ReactNode } from "react";

/** A labelled input of a site form (account, newsletter, search), with its hint and its error, if any, below it. */
export function LabelledInput({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: ReactNode; hint?: string; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className"
>) {
  return (
    <div className={error ? "field field--error" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field__input"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {hint && <p className="field__hint">{hint}</p>}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
