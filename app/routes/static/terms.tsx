import { Link } from "#app/components/navigation/Link";
import { StaticPage } from "#app/components/static/StaticPage";
import { stylesheet } from "#app/lib/stylesheet";
import staticCss from "#app/styles/static.css?url";
import type { Route } from "./+types/terms";

export const links: Route.LinksFunction = () => [stylesheet(staticCss)];

export function meta() {
  return [
    { title: "Terms of Use | Artmagazine" },
    {
      name: "description",
      content: "The terms on which Artmagazine offers its website, artguide, accounts, subscriptions and shop.",
    },
  ];
}

export default function Terms() {
  return (
    <StaticPage
      kicker="Legal"
      title="Terms of Use"
      dek="The agreement between you and Artmagazine when you read the site, hold an account, subscribe or buy from the shop. Please read it: it includes mandatory arbitration and a class action waiver."
      updated="November 1, 2026"
    >
      <h2>1. Agreement</h2>
      <p>
        By using this site you accept these terms and our <Link to="/privacy">privacy policy</Link>. If you do not
        accept them, please do not use the site. We may revise these terms; the date above shows the latest version, and
        continued use after a change means you accept it.
      </p>

      <h2>2. Our content</h2>
      <p>
        Articles, reviews, photographs, listings and the design of the site belong to Artmagazine, its writers and
        photographers, or the artists and institutions who lent images. You may read, print and share links to them for
        your own, non-commercial use. Anything else, including republishing, scraping the artguide or training software
        on our texts and images, needs our written permission.
      </p>
      <p>
        Artworks are reproduced courtesy of the artists, their galleries and estates. Copyright in each work remains
        with its holder.
      </p>

      <h2>3. Accounts</h2>
      <p>
        Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if you
        think someone else has used it. We may suspend an account that is used to abuse the site, other readers or our
        staff.
      </p>

      <h2>4. Free articles and subscriptions</h2>
      <p>
        Visitors may read a number of articles free each month; subscribers read everything. Subscriptions run for the
        term you choose and renew only if you asked them to. Prices include any discount shown at checkout. A print
        subscription may be cancelled within 14 days of ordering for a full refund; after that, issues not yet posted
        are refunded pro rata. Digital access ends with the subscription.
      </p>

      <h2>5. The shop</h2>
      <p>
        Back issues and products are offered while stock lasts. An order is accepted when we confirm it by e-mail.
        Shipping charges are shown before you pay. Damaged or missing copies are replaced free of charge if you tell us
        within 60 days of the order.
      </p>

      <h2>6. The artguide</h2>
      <p>
        Listings are supplied by galleries, museums and fairs and edited by us. Dates and hours change; please check
        with the venue before you travel. Inclusion in the artguide, a Must See flag or a Critics’ Pick is an editorial
        decision and cannot be bought.
      </p>

      <h2>7. What you send us</h2>
      <p>
        If you send us letters, comments or listing information, you allow us to edit and publish them in print and
        online. Do not send anything unlawful, or anything you do not have the right to share.
      </p>

      <h2>8. Disclaimers and liability</h2>
      <p>
        The site is provided as it is. We work hard to keep it accurate and available but cannot promise that it will
        always be either. To the extent the law allows, our liability to you for any claim is limited to the amount you
        paid us in the twelve months before it arose. Nothing in these terms limits liability that the law does not
        allow us to limit.
      </p>

      <h2>9. Mandatory arbitration and class action waiver</h2>
      <p>
        Please read this section carefully. Except for claims that qualify for small-claims court, any dispute between
        you and Artmagazine arising from these terms or the site will be resolved by final and binding individual
        arbitration, not in court. You and Artmagazine each waive the right to a jury trial and the right to bring or
        take part in a class action, collective action or representative proceeding. You may opt out of this section by
        writing to us within 30 days of first accepting these terms.
      </p>

      <h2>10. Governing law</h2>
      <p>These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules.</p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms go to <a href="mailto:legal@artmagazine.example">legal@artmagazine.example</a> or to
        the address on our <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  );
}
