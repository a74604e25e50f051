import { describe, expect, it } from "vitest";
import type { GuideExhibition, GuideImage } from "#machines/rules/guide/guideTypes";
import type { Image } from "#machines/rules/magazine/imageTypes";
import { cardImage } from "./cardImage";
import { listingExhibition } from "./listingExhibition";

const guideImage = (path: string): GuideImage => ({
  path,
  path_large: `${path}-l`,
  path_square: `${path}-s`,
  width: 800,
  height: 600,
  caption: `Caption ${path}`,
});

function exhibition(images: GuideImage[]): GuideExhibition {
  return {
    id: 7,
    title: "A\nB",
    artists: "A",
    exhibitionTitle: "B",
    openingStart: "2026-11-08T23:00:00Z",
    openingEnd: "2026-11-09T01:00:00Z",
    openingEndAsString: "2026-11-08T20:00",
    viewingRoom: null,
    category: "galleries",
    images,
    primaryImage: guideImage("/lead.jpg"),
    location: {
      id: 3,
      slug: "gallery",
      name: "Gallery",
      description: "A long venue text",
      primaryImage: guideImage("/venue.jpg"),
      phone: "+1 212 555 0100",
      email: "desk@gallery.example",
      hours: "Tue–Sat 10–6",
      latitude: 1,
      longitude: 2,
      place: "New York",
      location: { place: "New York", place_url: "new-york", district: "Chelsea", category: "galleries" },
    },
  } as unknown as GuideExhibition;
}

describe("a listing card's exhibition", () => {
  it("leaves out the venue's own description, image and slug, keeping what the card shows", () => {
    const venue = listingExhibition(exhibition([])).location;
    expect(venue).toMatchObject({ phone: "+1 212 555 0100", email: "desk@gallery.example" });
    for (const field of ["description", "primaryImage", "slug"]) expect(venue).not.toHaveProperty(field);
    expect(venue).toMatchObject({
      name: "Gallery",
      hours: "Tue–Sat 10–6",
      latitude: 1,
      longitude: 2,
      place: "New York",
    });
    // Grouping by district still works.
    expect(venue.location).toEqual({ district: "Chelsea" });
  });

  it("keeps what the card and the grouping read, not the duplicate title, the reception end instant or the viewing room", () => {
    const listing = listingExhibition(exhibition([]));
    for (const field of ["title", "openingEnd", "viewingRoom"]) expect(listing).not.toHaveProperty(field);
    expect(listing).toMatchObject({
      artists: "A",
      exhibitionTitle: "B",
      openingStart: "2026-11-08T23:00:00Z",
      openingEndAsString: "2026-11-08T20:00",
      category: "galleries",
    });
    expect(listing.primaryImage).toEqual({
      path: "/lead.jpg",
      path_large: "/lead.jpg-l",
      width: 800,
      height: 600,
      caption: "Caption /lead.jpg",
    });
  });

  it("sends no image list when the lead image is the only one (the card falls back to it)", () => {
    expect(listingExhibition(exhibition([guideImage("/lead.jpg")])).images).toEqual([]);
  });

  it("keeps every image when there are more, as the image viewer shows them", () => {
    const images = [guideImage("/lead.jpg"), guideImage("/second.jpg")];
    expect(listingExhibition(exhibition(images)).images).toEqual([
      { path_large: "/lead.jpg-l", width: 800, height: 600, caption: "Caption /lead.jpg" },
      { path_large: "/second.jpg-l", width: 800, height: 600, caption: "Caption /second.jpg" },
    ]);
  });
});

describe("a card's image", () => {
  it("keeps the crops and sizes a card draws, not the captions and API extras", () => {
    const image = {
      id: 1,
      name: "Work",
      path: "/o.jpg",
      path_large: "/l.jpg",
      path_square: "/s.jpg",
      path_original_crop: "/c.jpg",
      pathLarge: "/l.jpg",
      pathSquare: "/s.jpg",
      caption_formatted: "<i>Work</i>",
      captionFormatted: "<i>Work</i>",
      copyright: "https://example.org",
      width: 1200,
      height: 800,
      mimetype: "image/jpeg",
      crops: { square: { "/s.jpg": 400 } },
      versions: [{ crop: "square", path: "/s.jpg", width: 400, height: 400 }],
    } satisfies Image;
    expect(cardImage(image)).toEqual({
      name: "Work",
      path: "/o.jpg",
      path_large: "/l.jpg",
      path_square: "/s.jpg",
      path_original_crop: "/c.jpg",
      width: 1200,
      height: 800,
      versions: [{ crop: "square", path: "/s.jpg", width: 400, height: 400 }],
    });
  });
});
