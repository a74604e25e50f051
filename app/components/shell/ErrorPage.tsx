import { useLocation } from "react-router";
import { Link } from "#app/components/navigation/Link";
import { REQUEST_ID_ATTRIBUTE } from "#app/lib/requestId";
import { NAVIGATION } from "#app/rules/shell/navigation";

/**
 * The 404 and 500 looks, inside the shell. The 404 offers the way on (search
 * and the main sections); the 500 says it is our fault and to try again, with
 * the request's id to quote (never the error's message). A request the site
 * refused (another 4xx) says the reason the route gave the reader instead.
 */
export function ErrorPage({
  status,
  message = "",
  detail,
  requestId = "",
}: {
  status: number;
  /** Why a refused request (4xx) was refused, as the route said it to the reader. */
  message?: string;
  detail?: string;
  requestId?: string;
}) {
  const notFound = status === 404;
  const location = useLocation();
  return (
    <div className="page error-page" data-testid={notFound ? "not-found" : "server-error"}>
      <p className="label error-page__status">{notFound ? "Error 404" : `Error ${status}`}</p>
      <h1 className="error-page__title">{notFound ? "Page not found" : "Something went wrong"}</h1>
      {message && !notFound ? (
        <p className="error-page__text" role="alert" data-testid="error-message">
          {message}
        </p>
      ) : (
        <p className="error-page__text">
          {notFound
            ? "The page you were looking for has moved, closed its run, or never existed. Try a search, or start from one of the sections below."
            : "We could not show this page just now. Please try again in a moment; if it keeps happening, write to us from the contact page."}
        </p>
      )}
      {requestId && (
        <p className="error-page__text">
          Reference: <code {...{ [REQUEST_ID_ATTRIBUTE]: requestId }}>{requestId}</code>
        </p>
      )}
      {detail && <pre className="error-page__detail">{detail}</pre>}
      {notFound ? (
        <>
          <form method="get" action="/search" role="search" className="search-form search-form--inline">
            <label htmlFor="error-search" className="visually-hidden">
              Search Artmagazine
            </label>
            <input
              id="error-search"
              className="field__input"
              type="search"
              name="search"
              placeholder="Search the magazine"
              required
            />
            <button type="submit" className="button">
              Search
            </button>
          </form>
          <ul className="error-page__links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/news">News</Link>
            </li>
            {NAVIGATION.slice(0, 3).map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="error-page__actions">
          <a href={location.pathname + location.search} className="button">
            Try again
          </a>{" "}
          <Link to="/" className="button button--secondary">
            Go to the home page
          </Link>
        </p>
      )}
    </div>
  );
}
