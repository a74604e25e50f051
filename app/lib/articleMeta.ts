import type { MetaDescriptor } from "react-router";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { pageTitle, SITE_NAME } from "./meta";

/**
 * An article's head: canonical URL, Open Graph and Twitter card tags, and
 * schema.org NewsArticle JSON-LD. A walled article says it is not free and
 * which part is paywalled, as search engines ask of metered sites.
 */
export function articleMeta({
  article,
  canonical,
  description,
  walled,
}: {
  article: Article;
  canonical: string;
  description: string;
  walled: boolean;
}): MetaDescriptor[] {
  const origin = new URL(canonical).origin;
  const image = article.primaryImage?.path_large ? new URL(article.primaryImage.path_large, origin).href : null;
  return [
    { title: pageTitle(article.title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: article.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "article:published_time", content: article.published },
    { property: "article:section", content: article.categoryLabel || article.channel },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: article.title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title,
        description,
        datePublished: article.published,
        mainEntityOfPage: canonical,
        url: canonical,
        ...(image ? { image: [image] } : {}),
        articleSection: article.categoryLabel || article.channel,
        publisher: { "@type": "Organization", name: SITE_NAME, url: origin },
        isAccessibleForFree: !walled,
        ...(walled
          ? { hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: ".paywall-wall" } }
          : {}),
      },
    },
  ];
}
