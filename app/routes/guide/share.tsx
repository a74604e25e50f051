import { data } from "react-router";
import * as v from "valibot";
import { GuideHeader } from "#app/components/guide/GuideHeader";
import { ShareLinks } from "#app/components/guide/ShareLinks";
import { Link } from "#app/components/navigation/Link";
import { siteUrl } from "#app/lib/siteUrl";
import { stylesheet } from "#app/lib/stylesheet";
import guideCss from "#app/styles/guide.css?url";
import { exhibitionHeadline, guideTexts } from "#machines/rules/guide/guide";
import { SlugSchema } from "#workers/api/guide/schemas";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/share";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

const ShareQuery = v.object({ venue: SlugSchema("venue"), exhibition: v.optional(SlugSchema("exhibition")) });

/**
 * The share page of a venue or of one of its exhibitions: where the share
 * option of a card leads when JavaScript is off (with it, the option opens
 * the same links in place).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = v.safeParse(ShareQuery, {
    venue: params.venue,
    exhibition: new URL(request.url).searchParams.get("exhibition") ?? undefined,
  });
  if (!query.success) throw data("That is not a venue or an exhibition of the guide.", { status: 400 });
  const guide = context.get(guideContext);
  const base = await guide.base();
  const venue = await guide.venue(query.output.venue, base.today);
  if (!venue) throw data(`There is no venue "${query.output.venue}".`, { status: 404 });
  const slug = query.output.exhibition;
  if (!slug) return { base, venue, title: venue.name, path: venue.path, isExhibition: false };
  const exhibition = (await guide.venueExhibitions(venue.id, base.today)).find((x) => x.slug === slug);
  if (!exhibition) throw data(`${venue.name} lists no exhibition "${slug}".`, { status: 404 });
  return { base, venue, title: exhibitionHeadline(exhibition), path: exhibition.path, isExhibition: true };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Not found | artguide" }, { name: "robots", content: "noindex" }];
  return [{ title: `Share ${loaderData.title} | artguide` }, { name: "robots", content: "noindex" }];
}

export default function SharePage({ loaderData }: Route.ComponentProps) {
  const { base, venue, title, path, isExhibition } = loaderData;
  return (
    <div className="g-page">
      <GuideHeader title={venue.place} titleAs="p" places={base.places} currentPlace={venue.place_url} />
      <section className="g-share-page" aria-labelledby="share-title">
        <p className="g-kicker">{guideTexts.share}</p>
        <h1 id="share-title" className="g-share-page__title">
          {title}
        </h1>
        {isExhibition && (
          <p className="g-share-page__venue">
            {venue.name}, {venue.place}
          </p>
        )}
        <ShareLinks title={title} url={siteUrl(path, base.baseUrl)} />
        <p className="g-backlink">
          <Link to={path}>{isExhibition ? "back to the listing" : `back to ${venue.name}`}</Link>
        </p>
      </section>
    </div>
  );
}
