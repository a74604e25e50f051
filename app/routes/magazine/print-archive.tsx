import { data } from "react-router";
import { IssueCover } from "#app/components/magazine/IssueCover";
import { MoreLink } from "#app/components/magazine/MoreLink";
import { PageHeading } from "#app/components/magazine/PageHeading";
import { Link } from "#app/components/navigation/Link";
import { pageTitle } from "#app/lib/meta";
import { pageParam } from "#app/lib/pageParam.server";
import { stylesheet } from "#app/lib/stylesheet";
import { volumeLine } from "#app/rules/magazine/issueLine";
import magazineCss from "#app/styles/magazine.css?url";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/print-archive";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

const ARCHIVE_PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  const issues = await context.get(magazineContext).issues(page, ARCHIVE_PAGE_SIZE);
  if (page > issues.pages) throw data(null, { status: 404 });
  return { issues: issues._embedded.items, page, pages: issues.pages };
}

export function meta() {
  return [
    { title: pageTitle("Back Issues") },
    { name: "description", content: "Every print issue of Artmagazine, with covers." },
  ];
}

export default function PrintArchive({ loaderData }: Route.ComponentProps) {
  const { issues, page, pages } = loaderData;
  return (
    <div className="page mag-page mag-archive">
      <PageHeading label="Print" title="Back Issues" />
      <ol className="mag-archive__grid" data-testid="issue-list">
        {issues.map((issue, i) => (
          <li key={issue.id} className="mag-archive__item">
            <Link to={issue.path} className="mag-archive__link">
              <IssueCover issue={issue} width={300} eager={i < 4} />
              <span className="mag-archive__title">{issue.title}</span>
            </Link>
            <span className="mag-archive__meta">
              {volumeLine(issue.volume, issue.volume_number)} · {issue.publishedText}
            </span>
            {issue.inStock ? (
              <Link to={issue.purchasePath} className="mag-archive__buy">
                Buy this issue
              </Link>
            ) : (
              <span className="mag-archive__soldout">Sold out</span>
            )}
          </li>
        ))}
      </ol>
      <MoreLink page={page} pages={pages} />
    </div>
  );
}
