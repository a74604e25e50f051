import { describe, expect, it } from "vitest";
import { cardImage } from "./cardImage";
import type { GuideExhibition, GuideImage } from "./guideTypes";
import type { Image } from "./images";
import { listingExhibition } from "./listingExhibition";

const guideImage = (path: string): GuideImage => ({ path, path_large: `${path}-l`, path_square: `${path}-s`, width: 800, height: 600, caption: `Caption ${path}` });

function exhibition(images: GuideImage[]): GuideExhibition {
  return {
    id: 7,
    title: "A\nB",
    images,
    primaryImage: guideImage("/lead.jpg"),
    location: { id: 3, name: "Gallery", description: "A long venue text", primaryImage: guideImage("/venue.jpg"), hours: "Tue–Sat 10–6", latitude: 1, longitude: 2 },
  } as unknown as GuideExhibition;
}

describe("a listing card's exhibition", () => {
  it("leaves out the venue's own description and image, keeping what the card shows", () => {
    const venue = listingExhibition(exhibition([])).location;
    expect(venue).not.toHaveProperty("description");
    expect(venue).not.toHaveProperty("primaryImage");
    expect(venue).toMatchObject({ name: "Gallery", hours: "Tue–Sat 10–6", latitude: 1, longitude: 2 });
  });

  it("sends no image list when the lead image is the only one (the card falls back to it)", () => {
    expect(listingExhibition(exhibition([guideImage("/lead.jpg")])).images).toEqual([]);
  });

  it("keeps every image when there are more, for the image viewer", () => {
    const images = [guideImage("/lead.jpg"), guideImage("/second.jpg")];
    expect(listingExhibition(exhibition(images)).images).toEqual(images);
  });
});

describe("a card's image", () => {
  it("keeps the crops and sizes a card draws, not the captions and API extras", () => {
    const image = {
      id: 1, name: "Work", path: "/o.jpg", path_large: "/l.jpg", path_square: "/s.jpg", path_original_crop: "/c.jpg",
      pathLarge: "/l.jpg", pathSquare: "/s.jpg", caption_formatted: "<i>Work</i>", captionFormatted: "<i>Work</i>",
      copyright: "https://example.org", width: 1200, height: 800, mimetype: "image/jpeg",
      crops: { square: { "/s.jpg": 400 } }, versions: [{ crop: "square", path: "/s.jpg", width: 400, height: 400 }],
    } satisfies Image;
    expect(cardImage(image)).toEqual({
      name: "Work", path: "/o.jpg", path_large: "/l.jpg", path_square: "/s.jpg", path_original_crop: "/c.jpg",
      width: 1200, height: 800, versions: [{ crop: "square", path: "/s.jpg", width: 400, height: 400 }],
    });
  });
});
