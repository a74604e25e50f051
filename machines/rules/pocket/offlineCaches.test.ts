import { describe, expect, it } from "vitest";
import {
  accountSignal,
  cachesToSearch,
  isOutdatedPocketCache,
  isSignOutRequest,
  ownerOfCache,
  pageKindOf,
  personalCachesToDrop,
  pocketCacheName,
  pocketRouteOf,
  type RequestFacts,
} from "./offlineCaches";

const ORIGIN = "https://www.artmagazine.example";
const facts = (path: string, over: Partial<RequestFacts> = {}): RequestFacts => ({
  method: "GET",
  mode: "navigate",
  destination: "document",
  url: new URL(path, ORIGIN),
  origin: ORIGIN,
  apiPath: "/api",
  referrer: `${ORIGIN}/artguide/venue/a-gallery`,
  ...over,
});

describe("which pages the device keeps", () => {
  it("keeps myguide, venue pages and the guide's city pages", () => {
    expect(pageKindOf("/artguide/myguide")).toBe("myguide");
    expect(pageKindOf("/artguide/venue/kunsthalle")).toBe("venue");
    expect(pageKindOf("/artguide/place/berlin")).toBe("city");
    expect(pageKindOf("/artguide")).toBe("city");
  });
  it("keeps no other page", () => {
    for (const path of ["/", "/artguide/venue/x/share", "/artguide/search", "/account", "/logout", "/magazine/x"])
      expect(pageKindOf(path), path).toBeNull();
  });
});

describe("pocketRouteOf", () => {
  it("routes guide page loads by kind", () => {
    expect(pocketRouteOf(facts("/artguide/myguide?sort=city"))).toEqual({ handler: "page", kind: "myguide" });
    expect(pocketRouteOf(facts("/artguide/place/berlin"))).toEqual({ handler: "page", kind: "city" });
    expect(pocketRouteOf(facts("/about"))).toBeNull();
  });
  it("routes a kept page's router data", () => {
    expect(pocketRouteOf(facts("/artguide/myguide.data?_routes=root", { mode: "cors" }))).toEqual({
      handler: "pageData",
      kind: "myguide",
    });
    expect(pocketRouteOf(facts("/artguide/search.data", { mode: "cors" }))).toBeNull();
  });
  it("queues myguide writes and keeps myguide's data", () => {
    expect(pocketRouteOf(facts("/api/guide/myguide/exhibition/12", { method: "POST", mode: "cors" }))).toEqual({
      handler: "myguideWrite",
    });
    expect(pocketRouteOf(facts("/api/guide/myguide/exhibition/12", { method: "DELETE", mode: "cors" }))).toEqual({
      handler: "myguideWrite",
    });
    expect(pocketRouteOf(facts("/api/guide/myguide/exhibitions", { method: "DELETE", mode: "cors" }))).toEqual({
      handler: "myguideWrite",
    });
    expect(pocketRouteOf(facts("/api/guide/myguide/exhibitions", { mode: "cors" }))).toEqual({
      handler: "myguideData",
    });
    expect(pocketRouteOf(facts("/api/guide/list/place/berlin", { mode: "cors" }))).toBeNull();
  });
  it("leaves to the network a myguide write posted as a page load: a form of another site, never queued", () => {
    expect(pocketRouteOf(facts("/api/guide/myguide/exhibition/12", { method: "POST" }))).toBeNull();
    expect(pocketRouteOf(facts("/api/guide/myguide/exhibitions", { method: "DELETE" }))).toBeNull();
  });
  it("keeps the map style and guide images, never another origin's", () => {
    expect(pocketRouteOf(facts("/artguide/map/style.json", { mode: "cors" }))).toEqual({ handler: "mapStyle" });
    expect(pocketRouteOf(facts("/media/seed/a.jpg", { mode: "no-cors", destination: "image" }))).toEqual({
      handler: "image",
    });
    expect(pocketRouteOf(facts("https://evil.example/artguide/myguide"))).toBeNull();
    expect(pocketRouteOf(facts("/artguide/venue/a-gallery", { method: "POST" }))).toBeNull();
  });
  it("takes the +/-myguide form posted as a page load, and no other post", () => {
    expect(pocketRouteOf(facts("/artguide/myguide", { method: "POST" }))).toEqual({ handler: "myguideForm" });
    expect(pocketRouteOf(facts("/artguide/myguide", { method: "POST", mode: "cors" }))).toBeNull();
    expect(pocketRouteOf(facts("/artguide/myguide/other", { method: "POST" }))).toBeNull();
  });
  it("answers the router's route discovery, never a page load of it", () => {
    expect(pocketRouteOf(facts("/__manifest?paths=%2Fartguide&version=1", { mode: "cors" }))).toEqual({
      handler: "routeManifest",
    });
    expect(pocketRouteOf(facts("/__manifest?paths=%2Fartguide&version=1"))).toBeNull();
  });
  it("takes the myguide form only from this site's pages", () => {
    for (const referrer of ["https://evil.example/page", "", "not an address"])
      expect(pocketRouteOf(facts("/artguide/myguide", { method: "POST", referrer })), referrer).toBeNull();
  });
});

describe("cache names per account", () => {
  it("puts personal kinds under the account and shared kinds under anon", () => {
    expect(pocketCacheName("myguide", "ab12cd34")).toBe("pocket-v2:a-ab12cd34:myguide");
    expect(pocketCacheName("venue", null)).toBe("pocket-v2:anon:venue");
    expect(pocketCacheName("images", "ab12cd34")).toBe("pocket-v2:anon:images");
    expect(ownerOfCache("pocket-v2:a-ab12cd34:venue")).toBe("ab12cd34");
    expect(ownerOfCache("pocket-v2:anon:images")).toBe("anon");
    expect(ownerOfCache("workbox-precache-v2")).toBeNull();
  });
  it("drops every account's caches on sign-out and another account's on a switch", () => {
    const names = [
      "pocket-v2:a-aaaa1111:myguide",
      "pocket-v2:a-aaaa1111:venue",
      "pocket-v2:a-bbbb2222:myguide",
      "pocket-v2:anon:city",
      "workbox-precache-v2-x",
    ];
    expect(personalCachesToDrop(names, null)).toEqual(names.slice(0, 3));
    expect(personalCachesToDrop(names, "aaaa1111")).toEqual(["pocket-v2:a-bbbb2222:myguide"]);
  });
  it("looks in the reader's own cache before the shared one", () => {
    const names = ["pocket-v2:anon:venue", "pocket-v2:a-aaaa1111:venue", "pocket-v2:a-aaaa1111:city"];
    expect(cachesToSearch(names, "venue")).toEqual(["pocket-v2:a-aaaa1111:venue", "pocket-v2:anon:venue"]);
  });
  it("knows an older version's caches", () => {
    expect(isOutdatedPocketCache("pocket-v1:anon:city")).toBe(true);
    expect(isOutdatedPocketCache("pocket-v2:anon:city")).toBe(false);
    expect(isOutdatedPocketCache("workbox-precache-v2")).toBe(false);
  });
});

describe("accountSignal", () => {
  it("reads a sign-out from /logout and from a page rendered for nobody", () => {
    expect(accountSignal("/logout", null)).toEqual({ signedOut: true });
    expect(accountSignal("/logout.data", null)).toEqual({ signedOut: true });
    expect(accountSignal("/artguide", "none")).toEqual({ signedOut: true });
  });
  it("reads the account, and nothing from the offline page or a static file", () => {
    expect(accountSignal("/artguide/myguide", "ab12cd34ef56")).toEqual({ account: "ab12cd34ef56" });
    expect(accountSignal("/artguide/offline", "none")).toBeNull();
    expect(accountSignal("/assets/x.js", null)).toBeNull();
    expect(accountSignal("/artguide", "../../evil")).toBeNull();
  });
  it("sees a sign-out on its way", () => {
    expect(isSignOutRequest("/logout", "/api")).toBe(true);
    expect(isSignOutRequest("/logout.data", "/api")).toBe(true);
    expect(isSignOutRequest("/api/logout", "/api")).toBe(true);
    expect(isSignOutRequest("/logouts", "/api")).toBe(false);
    expect(isSignOutRequest("/artguide/myguide", "/api")).toBe(false);
  });
});
