import { useId } from "react";

/**
 * A new password and its confirmation, with the live message
 * below them: the create-password step and the reset page share it.
 */
export function NewPasswordFields({
  password,
  confirmation,
  message,
  onPassword,
  onConfirmation,
  labels = { password: "Password", confirmation: "Confirm password" },
}: {
  password: string;
  confirmation: string;
  message: string | null;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  labels?: { password: string; confirmation: string };
}) {
  const id = useId();
  const fields = [
    { key: "password", label: labels.password, value: password, onChange: onPassword, hint: "At least 8 characters." },
    { key: "confirmation", label: labels.confirmation, value: confirmation, onChange: onConfirmation, hint: null },
  ];
  return (
    <>
      {fields.map((field, index) => (
        <div className="field" key={field.key}>
          <label className="field__label" htmlFor={`${id}-${field.key}`}>
            {field.label}
          </label>
          <input
            className="field__input"
            id={`${id}-${field.key}`}
            name={field.key}
            type="password"
            autoComplete="new-password"
            maxLength={200}
            required
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            aria-invalid={message ? true : undefined}
            data-autofocus={index === 0 ? true : undefined}
          />
          {field.hint && <p className="field__hint">{field.hint}</p>}
        </div>
      ))}
      {message && (
        <p className="field__error" role="alert" data-testid="password-message">
          {message}
        </p>
      )}
    </>
  );
}
