import { useState } from "react";
import { lazyComponent } from "#app/lib/lazy";
import { Field } from "./AdminShell";

/** The DatePicker calendar is loaded only when an editor opens it. */
const DatePicker = lazyComponent(() => import("./DatePicker"));

/**
 * A date field: a plain date input (the form works without JavaScript) with a
 * 'calendar' button that loads the DatePicker on demand.
 */
export function DateField({
  label,
  name,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
}) {
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  return (
    <Field label={label} name={name} error={error}>
      <div className="admin-date">
        <input id={`f-${name}`} name={name} type="date" value={value} onChange={(e) => setValue(e.target.value)} />
        <button
          type="button"
          className="admin-link-button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          data-testid={`calendar-${name}`}
        >
          calendar
        </button>
      </div>
      {open && (
        <DatePicker
          value={value}
          onPick={(day) => {
            setValue(day);
            setOpen(false);
          }}
        />
      )}
    </Field>
  );
}
