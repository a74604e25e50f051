import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MyguideForm, writeOfForm } from "./myguideForm";
import { applyMyguideWrite, writeOfRequest, writeRequest } from "./myguideWrites";

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
});
