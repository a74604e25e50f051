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
import { HOMEPAGE_BLOGS, withNewsAd } from "#machines/rules/magazine/homepage";
import { MOST_READ_PAGE_SIZE, NEWS_AD_PAGE_SIZE, NEWS_FRONT_PAGE_SIZE } from "#machines/rules/magazine/magazine";
import { spotlightTitle } from "#machines/rules/magazine/spotlightTitle";
import { appContext } from "#workers/context";
import { listArticleItems, listFlaggedArticles } from "#workers/db/articles";
import { articleTeaser, newsHeadline } from "#workers/db/articleTeaser";
import { keptAnswer } from "#workers/db/storedTotals";
import { publicData } from "#workers/services/cache/publicData";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss), stylesheet(homeCss)];

/** Long-form kinds that can lead the front page (news, picks and video have their own rows). */
const FEATURE_TYPES = ["words", "interview", "diary", "slant", "museums", "print", "passages"] as const;
const FEATURES_IN_ROTATOR = 4;

/**
 * Above the fold is server-rendered (Most Read, the multi-feature rotator,
 * the front-page news with its ad); every section below loads its own data
 * once when scrolled to.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const front = await publicData(app, ["home"], () =>
    // Kept whole (scope 'magazine'): its lists read each article's image, issue and tags.
    keptAnswer(app.db, "magazine", "front page", Date.now(), () => frontPage(app.db)),
  );
  return { ...front, spotlightTitle: spotlightTitle(new Date().toISOString()) };
}

/** What the front page shows above the fold, the same for every reader. */
async function frontPage(db: D1Database) {
  const [features, news, newsAds, mostRead] = await Promise.all([
    // Items only: the homepage shows no totals, so it does not pay for counting.
    listArticleItems(db, { typeNames: FEATURE_TYPES }, { page: 1, pageSize: 40 }),
    listArticleItems(db, { category: "news" }, { page: 1, pageSize: NEWS_FRONT_PAGE_SIZE }),
    listArticleItems(db, { category: "news_ads" }, { page: 1, pageSize: NEWS_AD_PAGE_SIZE }),
    listFlaggedArticles(db, "most_read", { page: 1, pageSize: MOST_READ_PAGE_SIZE }),
  ]);
  // Features with an image, one per channel, the newest print feature first: a varied lead.
  const withImage = features.filter((a) => a.primaryImage && a.categoryLabel !== "Top Ten");
  const ordered = [...withImage.filter((a) => a.typeName === "print").slice(0, 1), ...withImage];
  const seen = new Set<string>();
  const lead = ordered.filter((a) => !seen.has(a.channel) && seen.add(a.channel)).slice(0, FEATURES_IN_ROTATOR);
  return {
    features: lead.map(articleTeaser),
    news: withNewsAd(news, newsAds[0]).map(newsHeadline),
    mostRead: mostRead._embedded.items.map(articleTeaser),
  };
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
