import { describe, expect, expectTypeOf, it } from "vitest";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import { type ListedShow, showOfAddBody } from "./myguideShow";

/** A show as a venue page's card has it. */
const card: ListedShow = {
  id: 12,
  slug: "light-years",
  exhibitionTitle: "Light <em>Years</em>",
  artists: "Ana Ruiz",
  subtitle: "",
  description: "<p>Paintings.</p>",
  descriptionExtended: "",
  pressRelease: "",
  showStart: "2026-11-01",
  showEnd: "2026-12-19",
  dateOverride: "",
  openingStart: null,
  openingStartAsString: "",
  openingEndAsString: "",
  isMustSee: false,
  isSpotlight: false,
  criticsPick: null,
  preview: null,
  category: "gallery",
  path: "/artguide/venue/north-gallery#light-years",
  primaryImage: { path: "/media/a.jpg", path_large: "/media/a-l.jpg", width: 800, height: 600, caption: "" },
  images: [],
  location: {
    id: 3,
    name: "North Gallery",
    address: "1 Main St",
    town: "New York",
    zip: "10001",
    url: "",
    phone: "",
    email: "",
    hours: "Tue–Sat 10–6",
    latitude: 40.7,
    longitude: -74,
    hoursParts: [{ day_from: "Tue", day_until: "Sat", hour_from: "10:00", hour_until: "18:00" }],
    byAppointment: false,
    timeZone: "America/New_York",
    path: "/artguide/venue/north-gallery",
    place: "New York",
    place_url: "new-york",
    placePath: "/artguide/place/new-york",
    country_code: "US",
    hasMoreExhibitions: true,
    featuredLists: [],
    location: { district: "Chelsea" },
  },
  dates: {
    run: "Nov 1 – Dec 19, 2026",
    reception: "",
    openingTime: "",
    opening: { key: "2026-11-01", title: "Opening Sunday, November 1" },
    closing: { key: "2026-12-19", title: "Closing Saturday, December 19" },
    month: { key: "2026-11", title: "November 2026" },
    ends: "December 19, 2026",
    timing: { phase: "onView", kind: "", text: "" },
  },
};

describe("the show a +myguide carries", () => {
  it("keeps the card's fields and writes the api's title, artists then the plain title", () => {
    const show = showOfAddBody(JSON.stringify({ exhibition: card }));
    expect(show).toEqual({ ...card, title: "Ana Ruiz\nLight Years" });
  });

  it("drops what the card does not draw (a myguide page's card carries the whole show)", () => {
    const whole = { ...card, title: "old", viewingRoom: null, location: { ...card.location, description: "<p>x</p>" } };
    const show = showOfAddBody(JSON.stringify({ exhibition: whole }));
    expect(show).not.toHaveProperty("viewingRoom");
    expect(show?.location).not.toHaveProperty("description");
    expect(show?.title).toBe("Ana Ruiz\nLight Years");
  });

  it("carries nothing for an empty body, nonsense, or a card that is not a show", () => {
    expect(showOfAddBody("")).toBeUndefined();
    expect(showOfAddBody("{")).toBeUndefined();
    expect(showOfAddBody(JSON.stringify({ exhibition: { id: 12 } }))).toBeUndefined();
    expect(showOfAddBody(JSON.stringify({ exhibition: { ...card, path: "javascript:alert(1)" } }))).toBeUndefined();
    expect(showOfAddBody(JSON.stringify({ exhibition: { ...card, id: -1 } }))).toBeUndefined();
  });
});

describe("the card's schema and the card's type", () => {
  // Checked by tsc (npm test's types step): a field added to, dropped from or retyped in the
  // listing card's type fails here, instead of the service worker turning cards away, or keeping
  // them without a field the card reads, while offline.
  it("agree both ways: every card the server sends passes, and every kept show draws a card", () => {
    expectTypeOf<ListingExhibition>().toExtend<ListedShow>();
    expectTypeOf<ListedShow>().toExtend<ListingExhibition>();
  });
});
