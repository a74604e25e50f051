import { Link } from "react-router";
import type { GuideSearchResult } from "../../../workers/db/searchGuideResults";

/** Art-guide matches on the first page of search results: show, venue, place and dates. */
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
