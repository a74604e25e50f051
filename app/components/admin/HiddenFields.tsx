/** The hidden inputs that tell a form's action which rows it acts on: one per name. */
export function HiddenFields({ fields }: { fields: Record<string, string | number> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
