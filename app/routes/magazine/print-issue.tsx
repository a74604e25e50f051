import { data } from "react-router";
import { ArticleTile } from "#app/components/magazine/ArticleTile";
import { IssueCover } from "#app/components/magazine/IssueCover";
import { Link } from "#app/components/navigation/Link";
import { pageTitle } from "#app/lib/meta";
import { stylesheet } from "#app/lib/stylesheet";
import { issueSubtitle, volumeLine } from "#app/rules/magazine/issueLine";
import magazineCss from "#app/styles/magazine.css?url";
import { formatPrice } from "#machines/rules/shop/money";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/print-issue";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.get(magazineContext).issuePage(params.issue);
  if (!result) throw data(null, { status: 404 });
  // Prices are written on the server, so the page's script carries no money formatter.
  const formats = Object.values(result.issue.formats).map((f) => ({
    ...f,
    priceText: formatPrice(Math.round(f.price * 100)),
  }));
  return { ...result, formats };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? `${loaderData.issue.title} issue` : "Page not found") }];
}

export default function PrintIssue({ loaderData }: Route.ComponentProps) {
  const { issue, articles, formats } = loaderData;
  const subtitle = issueSubtitle(issue.subtitle, issue.volume, issue.volume_number);
  return (
    <div className="page mag-page mag-issue">
      <section className="mag-issue__intro">
        <IssueCover issue={issue} width={420} eager />
        <div className="mag-issue__text">
          <p className="mag-label">Print · {volumeLine(issue.volume, issue.volume_number)}</p>
          <h1 className="mag-page-heading__title">{issue.title}</h1>
          {subtitle ? <p className="mag-issue__subtitle">{subtitle}</p> : null}
          {issue.description ? <p className="mag-issue__description">{issue.description}</p> : null}
          <p className="mag-date">Published {issue.publishedText}</p>
          {formats.length > 0 ? (
            <ul className="mag-issue__formats">
              {formats.map((f) => (
                <li key={f.label}>
                  {f.label}: {f.priceText} {f.instock > 0 ? "" : "(sold out)"}
                </li>
              ))}
            </ul>
          ) : null}
          {issue.inStock ? (
            <Link to={issue.purchasePath} className="mag-button">
              Buy this issue
            </Link>
          ) : (
            <p className="mag-issue__soldout">We're sorry, this issue is currently unavailable for purchase.</p>
          )}
          <p>
            <Link to="/print/archive">All back issues</Link>
          </p>
        </div>
      </section>
      {articles.length > 0 ? (
        <section aria-labelledby="in-issue">
          <h2 id="in-issue" className="mag-section-label">
            In this issue
          </h2>
          <ul className="mag-row mag-row--three" data-testid="issue-contents">
            {articles.map((a) => (
              <li key={a.id} className="mag-row__item">
                <ArticleTile article={a} sizes="(max-width: 840px) 100vw, 33vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
