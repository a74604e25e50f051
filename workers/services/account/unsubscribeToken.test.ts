import { describe, expect, it } from "vitest";
import { signUnsubscribe, verifyUnsubscribe } from "./unsubscribeToken";

describe("unsubscribe tokens", () => {
  it("verifies its own signature and nothing else", async () => {
    const token = await signUnsubscribe({ email: "Ana@Example.org", dispatchId: 7 }, "k1");
    expect(await verifyUnsubscribe(token, "k1")).toEqual({ email: "ana@example.org", dispatchId: 7 });
    expect(await verifyUnsubscribe(token, "k2")).toBeNull();
    const [payload, signature] = token.split(".");
    const other = (await signUnsubscribe({ email: "bo@example.org", dispatchId: 7 }, "k1")).split(".")[0];
    expect(await verifyUnsubscribe(`${other}.${signature}`, "k1")).toBeNull();
    expect(await verifyUnsubscribe(`${payload}.${signature}.x`, "k1")).toBeNull();
    expect(await verifyUnsubscribe("", "k1")).toBeNull();
    expect(await verifyUnsubscribe("%%%.%%%", "k1")).toBeNull();
    const test = await signUnsubscribe({ email: "c@example.org", dispatchId: null }, "k1");
    expect(await verifyUnsubscribe(test, "k1")).toEqual({ email: "c@example.org", dispatchId: null });
  });
});
