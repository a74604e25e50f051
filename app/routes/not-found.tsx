import { data } from "react-router";
import { LabelledInput } from "#app/components/forms/LabelledInput";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { stylesheet } from "#app/lib/stylesheet";
import staticCss from "#app/styles/static.css?url";
import { guidePaths } from "#machines/rules/guide/guide";
import type { Route } from "./+types/not-found";

export const links: Route.LinksFunction = () => [stylesheet(staticCss)];

/** Any path no route claims: a real 404 status with a page that helps the reader on. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const words = path
    .split(/[/\-_.]+/)
    .filter((w) => /^[a-z]{3,}$/i.test(w))
    .slice(0, 4)
    .join(" ");
  return data({ path, suggestion: words }, { status: 404, headers: { "cache-control": "public, max-age=60" } });
}

export function meta() {
  return [{ title: "Page not found | Artmagazine" }, { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow static-page not-found">
      <header className="page-header">
        <p className="kicker">Error 404</p>
        <h1 className="page-title">Page not found</h1>
        <p className="dek">
          There is nothing at <code>{loaderData.path}</code>. The page may have moved, or the address may have a typo.
        </p>
      </header>
      <div className="prose">
        <Form method="get" action="/search" className="form" role="search">
          <LabelledInput
            id="not-found-search"
            label="Search the magazine"
            name="search"
            type="search"
            defaultValue={loaderData.suggestion}
            required
          />
          <button type="submit" className="button">
            Search
          </button>
        </Form>
        <h2>Or go to</h2>
        <ul>
          <li>
            <Link to="/">The front page</Link>
          </li>
          <li>
            <Link to={guidePaths.home}>The artguide</Link>, for exhibitions in your city
          </li>
          <li>
            <Link to="/print/archive">The print archive</Link>
          </li>
          <li>
            <Link to="/contact">Contact us</Link> if you followed a link from our site
          </li>
        </ul>
      </div>
    </div>
  );
}
