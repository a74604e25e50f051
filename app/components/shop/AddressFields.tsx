import { useAngleBracketGuard } from "#app/components/forms/useAngleBracketGuard";
import { COUNTRIES } from "#machines/rules/shop/countries";
import { ADDRESS_FIELDS } from "#workers/api/shop/addressSchema";

/** The ids of an address block's fields, in the order it shows them. */
export const addressFieldNames = (prefix: "billing_" | "shipping_") => ADDRESS_FIELDS.map((f) => `${prefix}${f.name}`);

/**
 * An address block rendered from the server's address schema (GET /order/form/create); the country is a list of about 250.
 * `autoFocusName` is the field a page served with errors starts on (without JavaScript; with it the page moves focus itself).
 * `values` fill the fields (by unprefixed name: an address kept before); `idPrefix` keeps ids apart when a page has several blocks.
 */
export function AddressFields({
  prefix,
  errors,
  onCountry,
  autoFocusName,
  values,
  idPrefix = "checkout-",
}: {
  prefix: "billing_" | "shipping_";
  errors: Record<string, string>;
  onCountry?: (code: string) => void;
  autoFocusName?: string | null;
  values?: Record<string, string> | null;
  idPrefix?: string;
}) {
  const angleBrackets = useAngleBracketGuard();
  return (
    <>
      {ADDRESS_FIELDS.map((f) => {
        const name = `${prefix}${f.name}`;
        const id = `${idPrefix}${name}`;
        const error = errors[name] ?? angleBrackets.messageFor(name);
        return (
          <div key={name} className={error ? "field field--error" : "field"}>
            <label className="field__label" htmlFor={id}>
              {f.label}
              {f.required ? "" : " (optional)"}
            </label>
            {f.type === "country" ? (
              <select
                className="field__input"
                id={id}
                name={name}
                defaultValue={values?.[f.name] || f.default}
                autoComplete={f.autocomplete}
                onChange={(e) => onCountry?.(e.target.value)}
              >
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                className="field__input"
                id={id}
                name={name}
                type={f.type === "tel" ? "tel" : "text"}
                autoComplete={f.autocomplete}
                maxLength={f.maxLength}
                defaultValue={values?.[f.name]}
                // biome-ignore lint/a11y/noAutofocus: only the first field with an error, on the page that reports it
                autoFocus={name === autoFocusName}
                data-required={f.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...angleBrackets.guard(name)}
              />
            )}
            {error && (
              <p className="field__error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
