import { hydratedLater } from "#app/components/shell/HydrateLater";
import { COUNTRIES } from "#machines/rules/shop/countries";
import { ADDRESS_FIELDS } from "#workers/api/shop/addressSchema";

/** A form without field errors: one object, so an address block is not drawn again for a new empty one. */
export const NO_FIELD_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

interface AddressFieldsProps {
  prefix: "billing_" | "shipping_";
  errors: Readonly<Record<string, string>>;
  onCountry?: (code: string) => void;
}

/**
 * An address block rendered from the server's address schema (GET /order/form/create).
 * Its country list of about 250 options hydrates when the reader first touches
 * the page; drawn again only when its errors change.
 */
export const AddressFields = hydratedLater(function AddressFields({ prefix, errors, onCountry }: AddressFieldsProps) {
  return (
    <>
      {ADDRESS_FIELDS.map((f) => {
        const name = `${prefix}${f.name}`;
        const id = `checkout-${name}`;
        const error = errors[name];
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
                defaultValue={f.default}
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
                data-required={f.required || undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            )}
            {error && (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
});
