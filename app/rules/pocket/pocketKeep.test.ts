import { describe, expect, it } from "vitest";
import { addressesToKeep, type PageFacts } from "./pocketKeep";

const page = (over: Partial<PageFacts>): PageFacts => ({
  pathname: "/artguide/place/berlin",
  search: "",
  uncontrolled: false,
  venueHrefs: [],
  imageSrcs: [],
  apiPath: "/api",
  ...over,
});

describe("addressesToKeep", () => {
  it("keeps a first visit's guide page and its images", () => {
    expect(addressesToKeep(page({ uncontrolled: true, imageSrcs: ["/media/a.jpg"] }))).toEqual([
      "/artguide/place/berlin",
      "/media/a.jpg",
    ]);
  });
  it("asks for nothing on a page the worker already saw, or one the guide does not keep", () => {
    expect(addressesToKeep(page({ imageSrcs: ["/media/a.jpg"] }))).toEqual([]);
    expect(addressesToKeep(page({ pathname: "/magazine", uncontrolled: true }))).toEqual([]);
  });
  it("on myguide keeps the saved shows' venues, myguide's list and the offline map style", () => {
    const urls = addressesToKeep(
      page({
        pathname: "/artguide/myguide",
        venueHrefs: ["/artguide/venue/a", "/artguide/venue/a", "/artguide/place/berlin"],
        imageSrcs: ["/media/a.jpg"],
      }),
    );
    expect(urls).toEqual([
      "/artguide/myguide.data",
      "/artguide/venue/a",
      "/api/guide/myguide/exhibitions",
      "/artguide/map/style.json?basemap=offline",
      "/artguide/map/style.json",
      "/media/a.jpg",
    ]);
  });
});
