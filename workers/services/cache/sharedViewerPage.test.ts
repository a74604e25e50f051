import { describe, expect, it } from "vitest";
import { ownViewer } from "#workers/context";
import type { Viewer } from "#workers/requestScope";
import { sha256, toBase64 } from "#workers/services/http/crypto";
import {
  personalisedPage,
  personalisedPolicy,
  SHARED_USERNAME,
  sharedAudienceOf,
  sharedRenderViewer,
} from "./sharedViewerPage";

const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  id: 7,
  username: "marguerite_duras",
  email: "m@example.org",
  isSubscriber: false,
  isAdmin: false,
  isArtguideAdmin: false,
  ...over,
});
/** The three places a page carries the name: the header link's title and label, and the hydration data. */
const page = (full: string, label: string) =>
  `<a title="${full}"><span>${label}</span></a><script>enqueue("[\\"username\\",\\"${full}\\"]")</script>`;
const sharedPage = page(SHARED_USERNAME, SHARED_USERNAME.slice(0, 10));

describe("a signed-in reader's shared page", () => {
  it("is shared by subscribers and by readers apart, never by staff", () => {
    expect(sharedAudienceOf(viewer({ isSubscriber: true }))).toBe("subscriber");
    expect(sharedAudienceOf(viewer())).toBe("reader");
    expect(sharedAudienceOf(viewer({ isSubscriber: true, isAdmin: true }))).toBeNull();
    expect(sharedAudienceOf(viewer({ isArtguideAdmin: true }))).toBeNull();
  });

  it("is rendered alone for a name that HTML or the hydration data would escape", () => {
    for (const username of [`o'hara`, `say "hi"`, "a&b", "<b>", "back\\slash", "tab\there", "line\u2028sep"])
      expect(sharedAudienceOf(viewer({ username })), username).toBeNull();
    expect(sharedAudienceOf(viewer({ username: "Zoë 🎨 Åkesson" }))).toBe("reader");
  });

  it("is rendered with the placeholder name and the reader's kind, and nothing that says who they are", () => {
    const shared = sharedRenderViewer(viewer({ isSubscriber: true, id: 4242, email: "who@example.org" }));
    expect(shared).toEqual({
      shared: true,
      username: SHARED_USERNAME,
      isSubscriber: true,
      isAdmin: false,
      isArtguideAdmin: false,
    });
    expect(JSON.stringify(shared)).not.toMatch(/4242|who@example/);
    expect(ownViewer({ viewer: shared })).toBeNull();
    expect(sharedRenderViewer(viewer({})).isSubscriber).toBe(false);
  });

  it("gets each reader's name in full and cut to 10 characters where the placeholders were", () => {
    expect(personalisedPage(sharedPage, "marguerite_duras")).toBe(page("marguerite_duras", "marguerite"));
    expect(personalisedPage(sharedPage, "Zoë 🎨 Åkesson")).toBe(page("Zoë 🎨 Åkesson", "Zoë 🎨 Åkes"));
    expect(personalisedPage(sharedPage, "ann")).toBe(page("ann", "ann"));
  });

  it("writes a name once even when it contains the placeholder's text", () => {
    const sneaky = `x${SHARED_USERNAME.slice(0, 10)}`;
    expect(personalisedPage(sharedPage, sneaky)).toBe(page(sneaky, sneaky.slice(0, 10)));
  });

  it("allows its hydration script as it reads with the reader's name, and not as it was kept", async () => {
    const source = async (script: string) => `'sha256-${toBase64(await sha256(script))}'`;
    const data = `enqueue("[\\"username\\",\\"${SHARED_USERNAME}\\"]")`;
    const other = "document.documentElement.dataset.js = 1";
    const kept = `<p title="${SHARED_USERNAME}"></p><script>${other}</script><script nonce="x">${data}</script>`;
    const policy = `script-src 'self' ${await source(other)} ${await source(data)}; object-src 'none'`;
    const personal = await personalisedPolicy(policy, kept, "ann");
    expect(personal).toBe(
      `script-src 'self' ${await source(other)} ${await source(personalisedPage(data, "ann"))}; object-src 'none'`,
    );
  });
});
