import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MyguideForm, writeOfForm } from "./myguideForm";
import { applyMyguideWrite, listTakesShow, writeOfRequest, writeRequest } from "./myguideWrites";

const list = { ids: [1, 2], exhibitions: [{ id: 1 }, { id: 2 }], note: "kept" };

describe("myguide changes", () => {
  it("reads the form's pressed button: add and remove carry a show, clear none", () => {
    const add = v.parse(MyguideForm, { intent: "add", id: "12", redirectTo: "/artguide/venue/x" });
    expect(writeOfForm(add)).toEqual({ kind: "add", id: 12 });
    expect(writeOfForm(v.parse(MyguideForm, { intent: "clear" }))).toEqual({ kind: "clear" });
    expect(v.safeParse(MyguideForm, { intent: "add", id: "twelve" }).success).toBe(false);
    expect(v.safeParse(MyguideForm, { intent: "keep", id: "12" }).success).toBe(false);
  });

  it("turns each change into the /api call the myguide machine makes, and back", () => {
    for (const change of [{ kind: "add", id: 7 }, { kind: "remove", id: 7 }, { kind: "clear" }] as const) {
      const { method, path } = writeRequest(change, "/api");
      expect(writeOfRequest(method, path, "/api")).toEqual(change);
    }
    expect(writeRequest({ kind: "add", id: 7 }, "/api")).toEqual({
      method: "POST",
      path: "/api/guide/myguide/exhibition/7",
    });
    expect(writeOfRequest("GET", "/api/guide/myguide/exhibition/7", "/api")).toBeNull();
    expect(writeOfRequest("POST", "/api/guide/myguide/exhibition/x", "/api")).toBeNull();
  });

  it("shows a queued change in the kept list without losing anything else", () => {
    expect(applyMyguideWrite(list, { kind: "add", id: 3 })).toEqual({ ...list, ids: [1, 2, 3] });
    expect(applyMyguideWrite(list, { kind: "add", id: 2 })).toBe(list);
    expect(applyMyguideWrite(list, { kind: "remove", id: 1 })).toEqual({
      ids: [2],
      exhibitions: [{ id: 2 }],
      note: "kept",
    });
    expect(applyMyguideWrite(list, { kind: "clear" })).toEqual({ ids: [], exhibitions: [], note: "kept" });
  });

  it("an add that carries its show keeps it with the id, once", () => {
    const show = { id: 3, title: "Ana Ruiz\nLight Years" };
    expect(applyMyguideWrite(list, { kind: "add", id: 3 }, show)).toEqual({
      ...list,
      ids: [1, 2, 3],
      exhibitions: [{ id: 1 }, { id: 2 }, show],
    });
    // Already listed with its details: the list's own copy stays.
    expect(applyMyguideWrite(list, { kind: "add", id: 2 }, { id: 2 })).toBe(list);
    // Saved but not among the shows (an id the list had without its details): the show joins.
    expect(applyMyguideWrite({ ids: [1, 2], exhibitions: [{ id: 1 }] }, { kind: "add", id: 2 }, { id: 2 })).toEqual({
      ids: [1, 2],
      exhibitions: [{ id: 1 }, { id: 2 }],
    });
    // A show that is not the one added is not kept.
    expect(applyMyguideWrite(list, { kind: "add", id: 3 }, { id: 4 })).toEqual({ ...list, ids: [1, 2, 3] });
  });

  it("removed, then added again offline: the show is back in the list", () => {
    const removed = applyMyguideWrite(list, { kind: "remove", id: 2 });
    expect(applyMyguideWrite(removed, { kind: "add", id: 2 }, { id: 2 })).toEqual({
      ...list,
      ids: [1, 2],
      exhibitions: [{ id: 1 }, { id: 2 }],
    });
  });

  it("a list of one place takes only that place's shows", () => {
    const show = { location: { place_url: "berlin" } };
    expect(listTakesShow("https://x.test/api/guide/myguide/exhibitions", show)).toBe(true);
    expect(listTakesShow("https://x.test/api/guide/myguide/exhibitions?place_url=berlin", show)).toBe(true);
    expect(listTakesShow("https://x.test/api/guide/myguide/exhibitions?place_url=new-york", show)).toBe(false);
  });
});
