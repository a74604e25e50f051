import { describe, expect, it } from "vitest";
import { html, row, today } from "./guide-helpers";
import { escaped } from "./magazine-helpers";

/** A current exhibition and its venue, as the seed has them. */
async function currentExhibition() {
  return row<{ slug: string; artists: string; title: string; venue: string; venueName: string }>(
    `SELECT e.slug, e.artists, e.title, v.slug AS venue, v.name AS venueName FROM exhibitions e JOIN venues v ON v.id = e.venue_id
      WHERE e.show_start <= ? AND e.show_end >= ? AND e.artists != '' AND e.place_url = 'new-york' ORDER BY e.id LIMIT 1`,
    today(),
    today(),
  );
}

describe("sharing a listing", () => {
  it("a list page sends each card's share option as a link to its share page", async () => {
    const page = await html("/artguide/place/new-york?category=galleries");
    const options = [
      ...page.matchAll(
        /<a class="g-option" href="(\/artguide\/venue\/[a-z0-9-]+\/share\?exhibition=[a-z0-9-]+)"[^>]*>share<\/a>/g,
      ),
    ];
    expect(options.length).toBe(15);
    // The panel's links are built in the browser when it opens, not sent fifteen times.
    expect(page).not.toContain("sharer.php");
  });

  it("the share page of an exhibition names it and offers e-mail, the social post and the social share of its URL", async () => {
    const x = await currentExhibition();
    const page = await html(`/artguide/venue/${x.venue}/share?exhibition=${x.slug}`);
    const headline = `${x.artists}: ${x.title}`;
    expect(page).toContain(`<h1 id="share-title" class="g-share-page__title">${escaped(headline)}</h1>`);
    const url = encodeURIComponent(`/artguide/venue/${x.venue}#${x.slug}`);
    expect(page).toMatch(new RegExp(`href="mailto:\\?subject=[^"&]+&amp;body=[^"]+${url}"`));
    expect(page).toMatch(/href="https:\/\/twitter\.com\/intent\/tweet\?text=[^"]+&amp;source=Artmagazine"/);
    expect(page).toMatch(new RegExp(`href="https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=[^"]+${url}&amp;t=`));
    expect(page).toContain(`href="/artguide/venue/${x.venue}#${x.slug}"`);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
  });

  it("the share page of a venue shares the venue page", async () => {
    const x = await currentExhibition();
    const page = await html(`/artguide/venue/${x.venue}/share`);
    expect(page).toContain(`<h1 id="share-title" class="g-share-page__title">${escaped(x.venueName)}</h1>`);
    expect(page).toMatch(new RegExp(`sharer\\.php\\?u=[^"&]+${encodeURIComponent(`/artguide/venue/${x.venue}`)}&amp;`));
  });

  it("answers 400 for a malformed slug and 404 for an unknown venue or exhibition", async () => {
    const x = await currentExhibition();
    await html(`/artguide/venue/${x.venue}/share?exhibition=Not%20a%20slug`, 400);
    await html(`/artguide/venue/${x.venue}/share?exhibition=no-such-show-1`, 404);
    await html("/artguide/venue/no-such-venue/share", 404);
  });
});
