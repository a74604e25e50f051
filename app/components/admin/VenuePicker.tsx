import type { ReactNode } from "react";
import { Field } from "#app/components/admin/AdminShell";
import { HiddenFields } from "#app/components/admin/HiddenFields";
import { RowActionForm } from "#app/components/admin/RowActionForm";
import { Form } from "#app/components/navigation/Form";
import type { VenueMatch } from "#machines/rules/admin/adminGuideTypes";

type Fields = Record<string, string | number>;

/** Finds venues by name with a GET form, so the search works without JavaScript; `params` ride along in the URL. */
export function VenueSearch({
  label,
  name,
  param,
  params,
  query,
  error,
}: {
  label: string;
  /** the field's id suffix, unique on the page */
  name: string;
  /** the URL parameter that carries the name searched for */
  param: string;
  params: Fields;
  query: string;
  error?: string;
}) {
  return (
    <Form method="get" className="admin-search admin-search--fields" preventScrollReset>
      <HiddenFields fields={params} />
      <Field label={label} name={name} error={error}>
        <input id={`f-${name}`} name={param} type="search" defaultValue={query} />
      </Field>
      <button type="submit" className="button button--secondary button--small">
        Find
      </button>
    </Form>
  );
}

/** The venues a search found, each with an "Add" button that posts its id along with `owner` (the list it joins). */
export function VenueMatches({
  matches,
  owner,
  empty,
  testId,
}: {
  matches: readonly VenueMatch[];
  owner: Fields;
  /** said when nothing matched */
  empty: ReactNode;
  testId: string;
}) {
  if (matches.length === 0) return <p className="admin-field__hint">{empty}</p>;
  return (
    <table className="admin-table" data-testid={testId}>
      <tbody>
        {matches.map((venue) => (
          <tr key={venue.id}>
            <td>
              {venue.name}
              <span className="admin-field__hint">
                {" "}
                · {venue.address}, {venue.place}
              </span>
            </td>
            <td className="num">
              <RowActionForm
                fields={{ ...owner, venue_id: venue.id }}
                intent="add"
                buttonClassName="button button--small"
                label={`Add ${venue.name}`}
              >
                Add
              </RowActionForm>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
