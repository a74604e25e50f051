import { Link } from "#app/components/navigation/Link";
import type { GuideSearchResult } from "#machines/rules/magazine/searchTypes";

/** One art-guide match loaded by infinite scroll into the article results. */
export function GuideResultItem({ result }: { result: GuideSearchResult }) {
  return (
    <li className="mag-result mag-result--guide" data-testid="guide-result">
      <div>
        <p className="mag-kicker">In the art guide</p>
        <h2 className="mag-result__title">
          <Link to={result.path}>{result.entity.title}</Link>
        </h2>
        <p className="mag-search__guide-facts">
          {result.location_name}, {result.place} · {result.run_dates}
        </p>
      </div>
    </li>
  );
}

/** Art-guide matches of the server-rendered page of search results: show, venue, place and dates. */
export function GuideResults({ results }: { results: GuideSearchResult[] }) {
  if (results.length === 0) return null;
  return (
    <section className="mag-search__guide" aria-labelledby="guide-results" data-testid="guide-results">
      <h2 id="guide-results" className="mag-label">
        In the art guide
      </h2>
      <ul>
        {results.map((r) => (
          <li key={r.id}>
            <Link to={r.path} className="mag-search__guide-title">
              {r.entity.title}
            </Link>
            <span className="mag-search__guide-facts">
              {r.location_name}, {r.place} · {r.run_dates}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
