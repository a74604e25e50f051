import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";

/**
 * The top of an admin list screen: its title, the "New …" button, the notice
 * after a delete and the GET search form (works without JavaScript).
 */
export function AdminListHead({
  title,
  newHref,
  newLabel,
  deletedText,
  notice,
  searchLabel,
  query,
}: {
  title: string;
  newHref: string;
  newLabel: string;
  deletedText: string;
  notice: string | null;
  searchLabel: string;
  query: string;
}) {
  return (
    <>
      <header className="admin-page__head">
        <h1 className="admin-page__title">{title}</h1>
        <Link className="button" to={newHref}>
          {newLabel}
        </Link>
      </header>
      {notice === "deleted" && (
        <p className="alert alert--success" role="status">
          {deletedText}
        </p>
      )}
      <Form method="get" className="admin-search">
        <label htmlFor="q">{searchLabel}</label>
        <input id="q" name="q" type="search" defaultValue={query} />
        <button type="submit" className="button button--secondary">
          Find
        </button>
      </Form>
    </>
  );
}
