import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { autocompleteMachine, autocompleteOptions, visibleOptions } from "./autocomplete";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const names = ["Berlin", "Bern", "Barcelona", "Paris", "New York"];

function start(text = "") {
  const effects = { pick: vi.fn(), search: vi.fn() };
  const machine = autocompleteMachine.provide({
    actions: { pick: (_, p) => effects.pick(p.option), search: (_, p) => effects.search(p.text) },
  });
  const actor = createActor(machine, { input: { names, text } }).start();
  const shown = () => visibleOptions(actor.getSnapshot());
  const active = () => actor.getSnapshot().context.active;
  return { actor, effects, shown, active };
}

describe("autocomplete options", () => {
  it("start with the text case-insensitively and are not equal to it", () => {
    expect(autocompleteOptions(names, "ber")).toEqual(["Berlin", "Bern"]);
    expect(autocompleteOptions(names, "BERN")).toEqual([]);
    expect(autocompleteOptions(names, "b")).toEqual(["Berlin", "Bern", "Barcelona"]);
    expect(autocompleteOptions(names, "  ")).toEqual([]);
  });

  it("ignores accents both ways: sao finds São Paulo, and São finds Sao", () => {
    const cities = ["São Paulo", "Zürich", "Sao Tome"];
    expect(autocompleteOptions(cities, "sao")).toEqual(["São Paulo", "Sao Tome"]);
    expect(autocompleteOptions(cities, "zur")).toEqual(["Zürich"]);
    expect(autocompleteOptions(cities, "São t")).toEqual(["Sao Tome"]);
  });
});

describe("autocomplete machine", () => {
  it("shows nothing until focused, and nothing without text", () => {
    const { actor, shown } = start();
    actor.send({ type: "INPUT", text: "ber" });
    expect(shown()).toEqual([]);
    actor.send({ type: "FOCUS" });
    expect(shown()).toEqual(["Berlin", "Bern"]);
    actor.send({ type: "INPUT", text: "" });
    expect(shown()).toEqual([]);
  });

  it("down and up cycle through the options", () => {
    const { actor, active } = start("b");
    actor.send({ type: "FOCUS" });
    expect(active()).toBe(-1);
    actor.send({ type: "DOWN" });
    expect(active()).toBe(0);
    actor.send({ type: "DOWN" });
    actor.send({ type: "DOWN" });
    expect(active()).toBe(2);
    actor.send({ type: "DOWN" });
    expect(active()).toBe(0);
    actor.send({ type: "UP" });
    expect(active()).toBe(2);
  });

  it("up from none goes to the last option; no options, no active one", () => {
    const { actor, active } = start("b");
    actor.send({ type: "FOCUS" });
    actor.send({ type: "UP" });
    expect(active()).toBe(2);
    actor.send({ type: "INPUT", text: "zz" });
    actor.send({ type: "DOWN" });
    expect(active()).toBe(-1);
  });

  it("typing resets the active option", () => {
    const { actor, active } = start("b");
    actor.send({ type: "FOCUS" });
    actor.send({ type: "DOWN" });
    actor.send({ type: "INPUT", text: "be" });
    expect(active()).toBe(-1);
  });

  it("enter picks the active option", () => {
    const { actor, effects } = start("ber");
    actor.send({ type: "FOCUS" });
    actor.send({ type: "DOWN" });
    actor.send({ type: "DOWN" });
    actor.send({ type: "ENTER" });
    expect(effects.pick).toHaveBeenCalledWith("Bern");
    expect(effects.search).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.text).toBe("Bern");
  });

  it("enter without an active option searches the text", () => {
    const { actor, effects } = start("ber");
    actor.send({ type: "FOCUS" });
    actor.send({ type: "ENTER" });
    expect(effects.search).toHaveBeenCalledWith("ber");
    expect(effects.pick).not.toHaveBeenCalled();
  });

  it("a click picks an option", () => {
    const { actor, effects } = start("pa");
    actor.send({ type: "FOCUS" });
    actor.send({ type: "PICK", option: "Paris" });
    expect(effects.pick).toHaveBeenCalledWith("Paris");
  });

  it("blur hides the list after 100 ms", async () => {
    const { actor, shown } = start("ber");
    actor.send({ type: "FOCUS" });
    actor.send({ type: "BLUR" });
    await vi.advanceTimersByTimeAsync(99);
    expect(shown()).toEqual(["Berlin", "Bern"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().value).toBe("blurred");
  });

  it("a click within the 100 ms still picks; focusing again keeps the list", async () => {
    const first = start("ber");
    first.actor.send({ type: "FOCUS" });
    first.actor.send({ type: "BLUR" });
    first.actor.send({ type: "PICK", option: "Berlin" });
    expect(first.effects.pick).toHaveBeenCalledWith("Berlin");
    expect(first.shown()).toEqual([]);

    const second = start("ber");
    second.actor.send({ type: "FOCUS" });
    second.actor.send({ type: "BLUR" });
    second.actor.send({ type: "FOCUS" });
    await vi.advanceTimersByTimeAsync(200);
    expect(second.shown()).toEqual(["Berlin", "Bern"]);
  });
});
