import { ArticleImage } from "#app/components/magazine/ArticleImage";
import { Byline } from "#app/components/magazine/Byline";
import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { useRootData } from "#app/lib/rootData";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { SECTION_FEATURE_FLAG } from "#machines/rules/magazine/homepage";
import { ERROR_LOADING_FEATURED, SECTION_BLOG_PAGE_SIZE } from "#machines/rules/magazine/magazine";
import { LazyPlaceholder } from "./LazyPlaceholder";
import { useLazyData } from "./useLazyData";

/**
 * Section 2: a section blog list with its heading link, three
 * articles by default; the first with a large image (square on phones,
 * landscape on desktop), the rest headline, dek and byline. Loaded lazily.
 */
export function SectionBlog({
  category,
  label,
  path,
  pageSize = SECTION_BLOG_PAGE_SIZE,
}: {
  category: string;
  label: string;
  path: string;
  pageSize?: number;
}) {
  const { apiPath } = useRootData().config;
  const query = new URLSearchParams({ flag_name: SECTION_FEATURE_FLAG, category, page_size: String(pageSize) });
  const { ref, data, failed } = useLazyData<{ _embedded: { items: Article[] } }>(`${apiPath}/items/homepage?${query}`);
  const [first, ...rest] = data?._embedded.items ?? [];
  return (
    <section ref={ref} className="home-blog" aria-labelledby={`home-blog-${category}`} data-testid={`blog-${category}`}>
      <h2 id={`home-blog-${category}`} className="home-label">
        <Link to={path}>{label}</Link>
      </h2>
      {first ? (
        <>
          <article className="home-blog__first">
            {first.primaryImage ? (
              <Link to={first.url} className="home-blog__media" tabIndex={-1} aria-hidden="true">
                <picture>
                  <source media="(min-width: 600px)" srcSet={first.primaryImage.path_large} />
                  <ArticleImage
                    image={first.primaryImage}
                    crop="square"
                    width={600}
                    sizes="(max-width: 600px) 100vw, 33vw"
                    alt=""
                  />
                </picture>
              </Link>
            ) : null}
            <h3 className="home-blog__title">
              <Link to={first.url}>
                <Html html={first.hedFormatted || first.titleFormatted} />
              </Link>
            </h3>
            {first.dekFormatted ? <Html as="p" className="home-blog__dek" html={first.dekFormatted} /> : null}
            <Byline article={first} className="home-byline" />
          </article>
          <ul className="home-blog__rest">
            {rest.map((a) => (
              <li key={a.id}>
                <h3 className="home-blog__title home-blog__title--small">
                  <Link to={a.url}>
                    <Html html={a.hedFormatted || a.titleFormatted} />
                  </Link>
                </h3>
                {a.dekFormatted ? <Html as="p" className="home-blog__dek" html={a.dekFormatted} /> : null}
                <Byline article={a} className="home-byline" />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <ErrorAlert message={failed && ERROR_LOADING_FEATURED} />
          <LazyPlaceholder href={path} text={`The latest in ${label}`} />
        </>
      )}
    </section>
  );
}
