import { Link } from "#app/components/navigation/Link";
import { StaticPage } from "#app/components/static/StaticPage";
import { stylesheet } from "#app/lib/stylesheet";
import staticCss from "#app/styles/static.css?url";
import type { Route } from "./+types/privacy";

export const links: Route.LinksFunction = () => [stylesheet(staticCss)];

export function meta() {
  return [
    { title: "Privacy Policy | Artmagazine" },
    {
      name: "description",
      content:
        "What Artmagazine collects about readers, subscribers and artguide members, why, and the choices you have.",
    },
  ];
}

export default function Privacy() {
  return (
    <StaticPage
      kicker="Legal"
      title="Privacy Policy"
      dek="We collect as little about you as we can to publish the magazine, run the artguide and deliver what you buy. This page explains what that is."
      updated="November 1, 2026"
    >
      <h2>Who we are</h2>
      <p>
        Artmagazine publishes a print and digital magazine of contemporary art, its website and the artguide, a listing
        of exhibitions in galleries and museums worldwide. In this policy “we” means Artmagazine and its publishing
        company; “you” means anyone who reads the site, holds an account, subscribes or buys from our shop.
      </p>

      <h2>What we collect</h2>
      <h3>When you simply read</h3>
      <p>
        Our servers record the page requested, the time, your browser type and a shortened form of your network address,
        to keep the site running and to stop abuse. We count the articles you read each month in your browser so that
        the free-article allowance works; that count never leaves your device unless you are signed in.
      </p>
      <h3>When you create an account</h3>
      <p>
        We keep your e-mail address, your username and a salted hash of your password. We never store the password
        itself and cannot read it. Your myguide, the list of exhibitions you save in the artguide, is kept with your
        account so it follows you between devices.
      </p>
      <h3>When you subscribe or buy</h3>
      <p>
        We keep your name, billing and shipping addresses, what you ordered and when. Card payments are handled by our
        payment provider on its own secure pages; we never see or store your full card number.
      </p>
      <h3>When you write to us</h3>
      <p>We keep your message and our reply for as long as we need them to help you, and at most three years.</p>

      <h2>Cookies and local storage</h2>
      <p>
        We set one session cookie when you sign in, so that you stay signed in; it is removed when you sign out. Your
        browser’s local storage holds your cart while you are signed out, your free-article count and the fact that you
        have accepted this notice. We do not use cookies to follow you across other websites.
      </p>

      <h2>Advertising</h2>
      <p>
        Galleries, museums and fairs advertise in the magazine and on the site. Advertisements on this site are chosen
        by the section you are reading, not by a profile of you, and advertisers receive no personal information from
        us.
      </p>

      <h2>Why we use your information</h2>
      <ul>
        <li>to deliver the magazine, digital issues and orders you have paid for (our contract with you);</li>
        <li>to keep your account, myguide and subscription working (our contract with you);</li>
        <li>to send the newsletters you asked for, until you unsubscribe (your consent);</li>
        <li>
          to keep the site secure and to keep the accounts the law requires (legal obligation and legitimate interest).
        </li>
      </ul>

      <h2>Who else sees it</h2>
      <p>
        Only the companies that help us do the above: our hosting provider, our payment provider, our mail service and
        the printer and fulfilment house that post the magazine. Each is bound by contract to use your information only
        for that work. We do not sell or rent personal information.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Account data is kept while the account is open and deleted within 30 days of closing it. Order records are kept
        for seven years, as tax law requires. Server logs are deleted after 30 days.
      </p>

      <h2>Your choices and rights</h2>
      <p>
        You can see and correct your details on your <Link to="/profile">profile</Link>, clear your myguide at any time,
        and unsubscribe from any newsletter with the link at its foot. You may ask us for a copy of your information,
        for its correction or deletion, or object to how we use it, by writing to the address below. If you are in the
        European Economic Area or the United Kingdom you may also complain to your data-protection authority.
      </p>

      <h2>Children</h2>
      <p>The site is written for adults. We do not knowingly open accounts for anyone under 16.</p>

      <h2>Changes</h2>
      <p>
        When this policy changes in a way that matters, we will say so on the site and, if you have an account, by
        e-mail.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about privacy go to <a href="mailto:privacy@artmagazine.example">privacy@artmagazine.example</a>, or
        by post to the address on our <Link to="/contact">contact page</Link>. See also our{" "}
        <Link to="/terms">terms of use</Link>.
      </p>
    </StaticPage>
  );
}
