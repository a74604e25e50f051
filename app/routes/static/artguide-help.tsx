import { Link } from "#app/components/navigation/Link";
import { StaticPage } from "#app/components/static/StaticPage";
import { stylesheet } from "#app/lib/stylesheet";
import staticCss from "#app/styles/static.css?url";
import { GUIDE_PAGE_SIZE, guidePaths, PRIORITY_CITIES } from "#machines/rules/guide/guide";
import type { Route } from "./+types/artguide-help";

export const links: Route.LinksFunction = () => [stylesheet(staticCss)];

export function meta() {
  return [
    { title: "About the artguide | Artmagazine" },
    {
      name: "description",
      content:
        "How to use the artguide: cities and categories, Must See and Critics' Picks, search, myguide and the map.",
    },
  ];
}

export default function ArtguideHelp() {
  return (
    <StaticPage
      kicker="artguide"
      title="About the artguide"
      dek="The artguide lists what is on in galleries, museums, fairs and auction houses in the cities that matter to contemporary art, edited by the magazine's staff."
    >
      <h2>Finding shows</h2>
      <p>
        Choose a city, then a category: all, galleries, museums, openings, closings, special events, art fairs or
        auctions. Galleries and museums are grouped by neighbourhood; openings and closings by day, so that “Opening
        Today” and “Closing Tomorrow” are always at the top. Lists show {GUIDE_PAGE_SIZE} listings at a time; keep
        scrolling, or follow the next-page link, for more.
      </p>
      <p>
        Our most complete cities are{" "}
        {PRIORITY_CITIES.map((c, i) => (
          <span key={c.place_url}>
            <Link to={guidePaths.place(c.place_url, "galleries")}>{c.place}</Link>
            {i < PRIORITY_CITIES.length - 2 ? ", " : i === PRIORITY_CITIES.length - 2 ? " and " : ""}
          </span>
        ))}
        ; <Link to={guidePaths.home}>every city</Link> is listed on the guide’s front page.
      </p>

      <h2>What the flags mean</h2>
      <ul>
        <li>
          <strong>Must See</strong>: a show our editors think you should not miss. All of them, city by city, are on the{" "}
          <Link to={guidePaths.mustsee}>must see</Link> page.
        </li>
        <li>
          <strong>Critics’ Pick</strong>: the show has been reviewed in our Critics’ Picks; the flag links to the
          review.
        </li>
        <li>
          <strong>Preview</strong>: the show appears in the magazine’s seasonal preview issue.
        </li>
        <li>
          <strong>Spotlight</strong>: the venue is a supporting member of the artguide. Spotlight never affects which
          shows are flagged or reviewed.
        </li>
      </ul>

      <h2>Search</h2>
      <p>
        The search box finds artists, exhibition titles, venues and cities. Start typing a city and the box suggests it;
        press enter to search everything.
      </p>

      <h2>myguide</h2>
      <p>
        Sign in and select +myguide on any listing to keep it in <Link to={guidePaths.myguide}>myguide</Link>, your own
        list of shows to see. Sort it by closing date or by city, share it, or print it before you set out. Accounts are
        free.
      </p>

      <h2>The map</h2>
      <p>
        On a computer, explore map shows the city’s listings on a map, with directions to each venue and a nearby mode
        that finds shows close to where you are. The map is not offered on phones and tablets.
      </p>

      <h2>Listings and corrections</h2>
      <p>
        Venues send us their programme; we check and edit every listing. To add your venue see{" "}
        <Link to={guidePaths.participate}>become a member</Link>; to correct a listing write to{" "}
        <a href="mailto:artguide@artmagazine.example">artguide@artmagazine.example</a>.
      </p>
    </StaticPage>
  );
}
