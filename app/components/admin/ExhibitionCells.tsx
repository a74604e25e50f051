import { GUIDE_ADMIN } from "#app/components/admin/adminLinks";
import { Link } from "#app/components/navigation/Link";
import { plainText } from "#machines/rules/guide/guide";

/** An admin list's first two cells for an exhibition: its title, opening its edit page, and its venue. */
export function ExhibitionCells({ exhibition }: { exhibition: { id: number; title: string; venue_name: string } }) {
  return (
    <>
      <td>
        <Link to={`${GUIDE_ADMIN}/exhibitions/${exhibition.id}`}>{plainText(exhibition.title)}</Link>
      </td>
      <td>{exhibition.venue_name}</td>
    </>
  );
}
