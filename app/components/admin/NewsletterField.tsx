import type { ReactNode } from "react";

/**
 * A newsletter form field: the label, the control, then its hint and its error, whose ids
 * (<id>-hint, <id>-error) the control names in its aria-describedby.
 */
export function NewsletterField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`admin-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="admin-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="admin-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
