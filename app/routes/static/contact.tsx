import { Link } from "#app/components/navigation/Link";
import { StaticPage } from "#app/components/static/StaticPage";
import { stylesheet } from "#app/lib/stylesheet";
import staticCss from "#app/styles/static.css?url";
import { CIRCULATION_EMAIL } from "#machines/rules/account/account";
import type { Route } from "./+types/contact";

export const links: Route.LinksFunction = () => [stylesheet(staticCss)];

export function meta() {
  return [
    { title: "Contact | Artmagazine" },
    { name: "description", content: "How to reach Artmagazine's editors, circulation, advertising and the artguide." },
  ];
}

export default function Contact() {
  return (
    <StaticPage
      kicker="About"
      title="Contact"
      dek="Write to the right desk and you will hear back within two working days."
    >
      <ul className="static-contacts">
        <li>
          <strong>Subscriptions and orders</strong>
          Changes of address, missing issues, renewals and back-issue orders.
          <br />
          <a href={`mailto:${CIRCULATION_EMAIL}`}>{CIRCULATION_EMAIL}</a>
          <br />
          +1-212-555-0100, weekdays 9am–5pm ET
        </li>
        <li>
          <strong>Editorial</strong>
          Letters to the editor and corrections. We read everything; we cannot reply to every pitch.
          <br />
          <a href="mailto:editors@artmagazine.example">editors@artmagazine.example</a>
        </li>
        <li>
          <strong>artguide listings</strong>
          Exhibition information, press releases and images for the guide.
          <br />
          <a href="mailto:artguide@artmagazine.example">artguide@artmagazine.example</a>
          <br />
          <Link to="/artguide/participate">How to list your venue</Link>
        </li>
        <li>
          <strong>Advertising</strong>
          Print, online, newsletter and artguide placements for galleries, museums and fairs.
          <br />
          <a href="mailto:advertising@artmagazine.example">advertising@artmagazine.example</a>
        </li>
      </ul>

      <h2>Letters</h2>
      <p>
        Letters for publication should refer to an article in the magazine or on the site, run no longer than 300 words
        and include your name and city. We edit for length and clarity.
      </p>

      <h2>Rights and permissions</h2>
      <p>
        To reprint an article or reproduce an image, write to{" "}
        <a href="mailto:permissions@artmagazine.example">permissions@artmagazine.example</a> with the text or image,
        where it will appear and the print run or audience. Images are usually owned by the artist or lender, not by us;
        we will tell you whom to ask.
      </p>

      <h2>Post</h2>
      <address>
        Artmagazine
        <br />
        350 Seventh Avenue, 19th Floor
        <br />
        New York, NY 10001
        <br />
        United States
      </address>

      <h2>Privacy</h2>
      <p>
        Requests about your personal information: see our <Link to="/privacy">privacy policy</Link>.
      </p>
    </StaticPage>
  );
}
