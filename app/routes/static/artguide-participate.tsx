import { Link } from "#app/components/navigation/Link";
import { StaticPage } from "#app/components/static/StaticPage";
import { stylesheet } from "#app/lib/stylesheet";
import staticCss from "#app/styles/static.css?url";
import { guidePaths } from "#machines/rules/guide";
import type { Route } from "./+types/artguide-participate";

export const links: Route.LinksFunction = () => [stylesheet(staticCss)];

export function meta() {
  return [
    { title: "Become an artguide member | Artmagazine" },
    {
      name: "description",
      content:
        "List your gallery, museum, fair or auction house in the artguide, read by collectors, curators and artists worldwide.",
    },
  ];
}

export default function ArtguideParticipate() {
  return (
    <StaticPage
      kicker="artguide"
      title="Become a member"
      dek="Galleries, museums, non-profit spaces, fairs and auction houses list their programme in the artguide, read every month by collectors, curators, critics and artists."
    >
      <h2>What members receive</h2>
      <ul className="static-plans">
        <li>
          <h3>Listing</h3>
          <p>
            Your venue page with address, hours, contact details and images, and every current and upcoming exhibition
            in the city lists.
          </p>
        </li>
        <li>
          <h3>Openings</h3>
          <p>Receptions appear under “Opening Today” and “Opening Tomorrow”, where most readers plan their evenings.</p>
        </li>
        <li>
          <h3>Spotlight</h3>
          <p>Supporting members are marked Spotlight and appear in the homepage carousel of the month’s advertisers.</p>
        </li>
      </ul>

      <h2>Who can join</h2>
      <p>
        Any venue with a public exhibition programme in one of the artguide’s cities: commercial galleries, museums and
        kunsthallen, artist-run and non-profit spaces, fairs and auction houses with public previews. We do not list
        private viewings or sales exhibitions without public hours.
      </p>

      <h2>Editorial independence</h2>
      <p>
        Membership pays for the listing service. It does not buy reviews, a Must See flag or a Critics’ Pick: those are
        decided by our editors alone, and members and non-members are treated alike.
      </p>

      <h2>How to apply</h2>
      <ol>
        <li>
          Write to <a href="mailto:artguide@artmagazine.example">artguide@artmagazine.example</a> with your venue’s
          name, address and website.
        </li>
        <li>
          Send your current programme: exhibition titles, artists, dates, reception times and a press release for each.
        </li>
        <li>
          Add two or three images per exhibition, at least 1,600 pixels on the long side, with captions and credits.
        </li>
      </ol>
      <p>
        We confirm new venues within a week and publish listings within two working days of receiving them. Questions
        about rates go to <a href="mailto:advertising@artmagazine.example">advertising@artmagazine.example</a>.
      </p>
      <p>
        <Link to={guidePaths.help}>About the artguide</Link> · <Link to={guidePaths.home}>Browse the artguide</Link>
      </p>
    </StaticPage>
  );
}
