import { BookReviewTeaser } from "#app/components/home/BookReviewTeaser";
import { ExhibitionHighlights } from "#app/components/home/ExhibitionHighlights";
import { MostReadCarousel } from "#app/components/home/MostReadCarousel";
import { MultiRotator } from "#app/components/home/MultiRotator";
import { NewsColumn } from "#app/components/home/NewsColumn";
import { SectionBlog } from "#app/components/home/SectionBlog";
import { SpotlightCarousel } from "#app/components/home/SpotlightCarousel";
import { VideoSection } from "#app/components/home/VideoSection";
import { PopupAd } from "#app/components/magazine/PopupAd";
import { pageTitle, SITE_NAME } from "#app/lib/meta";
import { stylesheet } from "#app/lib/stylesheet";
import homeCss from "#app/styles/home.css?url";
import magazineCss from "#app/styles/magazine.css?url";
import { HOMEPAGE_BLOGS } from "#machines/rules/magazine/homepage";
import { MOST_READ_PAGE_SIZE } from "#machines/rules/magazine/magazine";
import { spotlightTitle } from "#machines/rules/magazine/spotlightTitle";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss), stylesheet(homeCss)];

/**
 * Above the fold is server-rendered (Most Read, the multi-feature rotator,
 * the front-page news with its ad); every section below loads its own data
 * once when scrolled to.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const front = await context.get(magazineContext).frontPage();
  return { ...front, spotlightTitle: spotlightTitle(new Date().toISOString()) };
}

export function meta() {
  return [
    { title: pageTitle() },
    { name: "description", content: `${SITE_NAME}: criticism, news, video and the city art guide.` },
  ];
}

/** The homepage in the order, with the front-page news */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { features, news, mostRead, spotlightTitle } = loaderData;
  return (
    <div className="page mag-page home">
      <h1 className="visually-hidden">{SITE_NAME}</h1>
      <MostReadCarousel articles={mostRead} perScreen={MOST_READ_PAGE_SIZE} />

      <div className="home-top">
        <div className="home-top__main">
          <MultiRotator label="Features" articles={features} eager testId="multi-feature" />
          <div className="home-blogs">
            {HOMEPAGE_BLOGS.map((blog) => (
              <SectionBlog key={blog.category} category={blog.category} label={blog.label} path={blog.path} />
            ))}
          </div>
        </div>
        <NewsColumn items={news} />
      </div>

      <BookReviewTeaser />
      <VideoSection />
      <ExhibitionHighlights />
      <SpotlightCarousel title={spotlightTitle} />
      <PopupAd section="home" />
    </div>
  );
}
