import { Form } from "#app/components/navigation/Form";

/** The edit page's separate delete form: it posts intent=delete to the page's own action. */
export function DeleteForm({ label }: { label: string }) {
  return (
    <Form method="post" className="admin-danger">
      <button type="submit" className="button button--secondary" name="intent" value="delete">
        {label}
      </button>
    </Form>
  );
}
