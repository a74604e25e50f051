import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { CartItem } from "#machines/rules/shop/cartItems";
import { deferred } from "#tests/helpers/deferred";
import {
  type AddInput,
  cartCallActive,
  cartMachine,
  cartMessage,
  nextLocalVersion,
  type ServerCart,
  type StoredLocalCart,
} from "./cart";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const print = (instock = 3): CartItem => ({
  id: null,
  itemId: 7,
  type: "print",
  formatLabel: "Print",
  quantity: 1,
  priceCents: 1500,
  title: "Spring",
  pathPurchase: "/print/spring/purchase",
  imagePath: "/c.jpg",
  instock,
});
const digital: CartItem = { ...print(1000), type: "digital", priceCents: 599 };

type Calls = {
  fetchCart?: () => Promise<ServerCart>;
  addToServer?: (input: AddInput) => Promise<ServerCart>;
  updateOnServer?: (input: { id: number; quantity: number }) => Promise<ServerCart>;
  removeFromServer?: (input: { id: number }) => Promise<ServerCart>;
};

function start(signedIn: boolean, localItems: CartItem[] = [], calls: Calls = {}, localWriteKey?: string) {
  const stored: CartItem[][] = [];
  const storedKeys: (string | null)[] = [];
  const never = () => new Promise<ServerCart>(() => {});
  const machine = cartMachine.provide({
    actions: {
      storeLocal: (_, local: StoredLocalCart) => {
        stored.push(local.items);
        storedKeys.push(local.writeKey);
      },
    },
    actors: {
      fetchCart: fromPromise(() => (calls.fetchCart ?? never)()),
      addToServer: fromPromise(({ input }: { input: AddInput }) => (calls.addToServer ?? never)(input)),
      updateOnServer: fromPromise(({ input }: { input: { id: number; quantity: number } }) =>
        (calls.updateOnServer ?? never)(input),
      ),
      removeFromServer: fromPromise(({ input }: { input: { id: number } }) => (calls.removeFromServer ?? never)(input)),
    },
  });
  const actor = createActor(machine, { input: { signedIn, localItems, localWriteKey } }).start();
  return { actor, stored, storedKeys };
}

const serverLine = (over: Partial<CartItem> = {}): CartItem => ({ ...print(), id: 41, ...over });

describe("local cart of a signed-out reader", () => {
  it("adds one copy, stores the cart, pulses for 2 s and is busy for 1 s", () => {
    const { actor, stored } = start(false);
    actor.send({ type: "ADD", item: print() });
    const s = actor.getSnapshot();
    expect(s.value).toBe("local");
    expect(s.context.items).toEqual([{ ...print(), quantity: 1 }]);
    expect(stored.at(-1)).toEqual(s.context.items);
    expect(s.context.pulse).toBe(true);
    expect(s.context.busy).toBe(true);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.busy).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.busy).toBe(false);
    expect(actor.getSnapshot().context.pulse).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.pulse).toBe(false);
  });

  it("answers a second add while busy with the processing message and adds nothing", () => {
    const { actor } = start(false);
    actor.send({ type: "ADD", item: print() });
    actor.send({ type: "ADD", item: print() });
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(1);
    expect(cartMessage(actor.getSnapshot())).toBe("Your request is processing, please be patient.");
    vi.advanceTimersByTime(1000);
    expect(cartMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: "ADD", item: print() });
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(2);
  });

  it("refuses more copies than in stock", () => {
    const { actor } = start(false, [{ ...print(2), quantity: 2 }]);
    actor.send({ type: "ADD", item: print(2) });
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(2);
    expect(cartMessage(actor.getSnapshot())).toBe("There are only 2 copies in stock.");
    expect(actor.getSnapshot().context.pulse).toBe(false);
  });

  it("refuses a second copy of a digital issue", () => {
    const { actor } = start(false, [digital]);
    actor.send({ type: "ADD", item: digital });
    expect(actor.getSnapshot().context.items).toHaveLength(1);
    expect(cartMessage(actor.getSnapshot())).toBe("This digital issue is already in your cart.");
    actor.send({ type: "DISMISS" });
    expect(cartMessage(actor.getSnapshot())).toBeNull();
  });

  it("updates a quantity within stock and refuses blank, unchanged or too many", () => {
    const { actor, stored } = start(false, [{ ...print(3), quantity: 1 }]);
    actor.send({ type: "UPDATE", index: 0, quantity: "4" });
    expect(cartMessage(actor.getSnapshot())).toBe("There are only 3 copies in stock.");
    actor.send({ type: "UPDATE", index: 0, quantity: " " });
    expect(cartMessage(actor.getSnapshot())).toBe("Please enter a quantity.");
    actor.send({ type: "UPDATE", index: 0, quantity: "1" });
    expect(cartMessage(actor.getSnapshot())).toBeNull();
    expect(stored).toHaveLength(0);
    actor.send({ type: "UPDATE", index: 0, quantity: "3" });
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(3);
    expect(stored.at(-1)?.[0]?.quantity).toBe(3);
  });

  it("removes a line and ignores an unknown one", () => {
    const { actor, stored } = start(false, [print(), digital]);
    actor.send({ type: "REMOVE", index: 5 });
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    actor.send({ type: "REMOVE", index: 0 });
    expect(actor.getSnapshot().context.items).toEqual([digital]);
    expect(stored.at(-1)).toEqual([digital]);
  });
});

describe("sign-in pushes the local cart to the server, then clears it", () => {
  it("merges on sign-in and clears the stored cart only after the server answered", async () => {
    const push = deferred<ServerCart>();
    const pushed: CartItem[][] = [];
    const { actor, stored } = start(false, [print(), digital], {
      addToServer: (input) => {
        pushed.push(input.items);
        return push.promise;
      },
    });
    actor.send({ type: "SIGNED_IN" });
    expect(actor.getSnapshot().value).toBe("merging");
    expect(cartCallActive(actor.getSnapshot())).toBe(true);
    expect(pushed[0]).toEqual([print(), digital]);
    expect(stored).toHaveLength(0);
    push.resolve({ items: [serverLine(), serverLine({ id: 42, type: "digital" })], errors: [] });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("server");
    expect(actor.getSnapshot().context.items.map((l) => l.id)).toEqual([41, 42]);
    expect(stored.at(-1)).toEqual([]);
  });

  it("keeps the local cart when the push fails", async () => {
    const { actor, stored } = start(false, [print()], { addToServer: () => Promise.reject(new Error("offline")) });
    actor.send({ type: "SIGNED_IN" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("local");
    expect(actor.getSnapshot().context.items).toEqual([print()]);
    expect(stored).toHaveLength(0);
    expect(cartMessage(actor.getSnapshot())).toBe("offline");
  });

  it("a reader signed in at start with a stored local cart pushes it", async () => {
    const { actor } = start(true, [print()], { addToServer: async () => ({ items: [serverLine()], errors: [] }) });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("server");
  });

  it("an add while the server cart loads goes to the server at once", async () => {
    const added: CartItem[][] = [];
    const { actor } = start(true, [], {
      addToServer: async (input) => {
        added.push(input.items);
        return { items: [serverLine()], errors: [] };
      },
    });
    expect(actor.getSnapshot().value).toBe("loading");
    actor.send({ type: "ADD", item: print() });
    expect(actor.getSnapshot().value).toBe("adding");
    await vi.advanceTimersByTimeAsync(0);
    expect(added).toHaveLength(1);
    expect(actor.getSnapshot().context.items).toEqual([serverLine()]);
  });

  it("a reader signed in with no local cart loads the server cart", async () => {
    const { actor } = start(true, [], { fetchCart: async () => ({ items: [serverLine()], errors: [] }) });
    expect(actor.getSnapshot().value).toBe("loading");
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.items).toEqual([serverLine()]);
  });

  it("sign-in with an empty local cart loads the server cart; sign-out empties it", async () => {
    const { actor } = start(false, [], { fetchCart: async () => ({ items: [serverLine()], errors: [] }) });
    actor.send({ type: "SIGNED_IN" });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe("server");
    actor.send({ type: "SIGNED_OUT" });
    expect(actor.getSnapshot().value).toBe("local");
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});

describe("server cart of a signed-in reader", () => {
  async function signedIn(calls: Calls, items: CartItem[] = [serverLine()]) {
    const started = start(true, [], { fetchCart: async () => ({ items, errors: [] }), ...calls });
    await vi.runAllTimersAsync();
    return started;
  }

  it("adds through the server, pulses, and answers a second click while the call runs", async () => {
    const call = deferred<ServerCart>();
    const added: CartItem[][] = [];
    const { actor } = await signedIn(
      {
        addToServer: (input) => {
          added.push(input.items);
          return call.promise;
        },
      },
      [],
    );
    actor.send({ type: "ADD", item: print() });
    expect(actor.getSnapshot().value).toBe("adding");
    actor.send({ type: "ADD", item: print() });
    expect(cartMessage(actor.getSnapshot())).toBe("Your request is processing, please be patient.");
    expect(added).toHaveLength(1);
    expect(added[0]?.[0]?.quantity).toBe(1);
    call.resolve({ items: [serverLine()], errors: [] });
    await Promise.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("server");
    expect(actor.getSnapshot().context.pulse).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.pulse).toBe(false);
    expect(actor.getSnapshot().context.busy).toBe(false);
  });

  it("shows the last error the server answered and does not pulse", async () => {
    const { actor } = await signedIn(
      {
        addToServer: async () => ({
          items: [],
          errors: ["first", "We're sorry, this issue is currently unavailable for purchase."],
        }),
      },
      [],
    );
    actor.send({ type: "ADD", item: print() });
    await vi.advanceTimersByTimeAsync(0);
    expect(cartMessage(actor.getSnapshot())).toBe("We're sorry, this issue is currently unavailable for purchase.");
    expect(actor.getSnapshot().context.pulse).toBe(false);
  });

  it("checks stock and digital copies before calling", async () => {
    const add = vi.fn();
    const { actor } = await signedIn({ addToServer: add }, [serverLine({ type: "digital", instock: 1000 })]);
    actor.send({ type: "ADD", item: digital });
    expect(add).not.toHaveBeenCalled();
    expect(cartMessage(actor.getSnapshot())).toBe("This digital issue is already in your cart.");
  });

  it("updates and removes by the server line id, disabled while the call runs", async () => {
    const update = deferred<ServerCart>();
    const updates: unknown[] = [];
    const removes: unknown[] = [];
    const { actor } = await signedIn({
      updateOnServer: (input) => {
        updates.push(input);
        return update.promise;
      },
      removeFromServer: async (input) => {
        removes.push(input);
        return { items: [], errors: [] };
      },
    });
    actor.send({ type: "UPDATE", index: 0, quantity: "2" });
    expect(cartCallActive(actor.getSnapshot())).toBe(true);
    expect(updates).toEqual([{ id: 41, quantity: 2 }]);
    update.resolve({ items: [serverLine({ quantity: 2 })], errors: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.items[0]?.quantity).toBe(2);
    actor.send({ type: "UPDATE", index: 0, quantity: "9" });
    expect(cartMessage(actor.getSnapshot())).toBe("There are only 3 copies in stock.");
    actor.send({ type: "REMOVE", index: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(removes).toEqual([{ id: 41 }]);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it("reloads the server cart after an order emptied it; a local cart ignores RELOAD", async () => {
    let items = [serverLine()];
    const { actor } = await signedIn({ fetchCart: async () => ({ items, errors: [] }) });
    items = [];
    actor.send({ type: "RELOAD" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.items).toEqual([]);
    const local = start(false, [print()]).actor;
    local.send({ type: "RELOAD" });
    expect(local.getSnapshot().value).toBe("local");
    expect(local.getSnapshot().context.items).toHaveLength(1);
  });

  it("a failed call keeps the cart and shows a message", async () => {
    const { actor } = await signedIn({
      removeFromServer: () => Promise.reject(new Error("Your cart has no line 41.")),
    });
    actor.send({ type: "REMOVE", index: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("server");
    expect(actor.getSnapshot().context.items).toHaveLength(1);
    expect(cartMessage(actor.getSnapshot())).toBe("Your cart has no line 41.");
  });
});

describe("write keys: a retried add applies once", () => {
  it("an add after a failed add of the same line resends its key; a confirmed add lets the next one use its own", async () => {
    const keys: (string | null)[] = [];
    let fail = true;
    const { actor } = start(true, [], {
      fetchCart: async () => ({ items: [], errors: [] }),
      addToServer: async (input) => {
        keys.push(input.writeKey);
        if (fail) throw new Error("The cart could not be reached. Please try again.");
        return { items: [serverLine()], errors: [] };
      },
    });
    await vi.runAllTimersAsync();
    actor.send({ type: "ADD", item: print(), writeKey: "first-key" });
    await vi.runAllTimersAsync();
    expect(cartMessage(actor.getSnapshot())).toBe("The cart could not be reached. Please try again.");
    fail = false;
    actor.send({ type: "ADD", item: print(), writeKey: "second-key" });
    await vi.runAllTimersAsync();
    actor.send({ type: "ADD", item: print(), writeKey: "third-key" });
    await vi.runAllTimersAsync();
    expect(keys).toEqual(["first-key", "first-key", "third-key"]);
  });

  it("a failed add of one line does not lend its key to another line", async () => {
    const keys: (string | null)[] = [];
    const { actor } = start(true, [], {
      fetchCart: async () => ({ items: [], errors: [] }),
      addToServer: async (input) => {
        keys.push(input.writeKey);
        throw new Error("down");
      },
    });
    await vi.runAllTimersAsync();
    actor.send({ type: "ADD", item: print(), writeKey: "print-key" });
    await vi.runAllTimersAsync();
    actor.send({ type: "ADD", item: digital, writeKey: "digital-key" });
    await vi.runAllTimersAsync();
    expect(keys).toEqual(["print-key", "digital-key"]);
  });

  it("each change of the local cart stores a new version of its key, and a merge sends the stored one", async () => {
    const sent: (string | null)[] = [];
    const { actor, storedKeys } = start(
      false,
      [],
      {
        addToServer: async (input) => {
          sent.push(input.writeKey);
          throw new Error("down");
        },
      },
      "page-key",
    );
    actor.send({ type: "ADD", item: print() });
    vi.advanceTimersByTime(1000);
    actor.send({ type: "ADD", item: digital });
    expect(storedKeys).toEqual(["page-key.1", "page-key.2"]);
    actor.send({ type: "SIGNED_IN" });
    await vi.runAllTimersAsync();
    // The push failed: the same version is sent again on the next sign-in.
    actor.send({ type: "SIGNED_IN" });
    await vi.runAllTimersAsync();
    expect(sent).toEqual(["page-key.2", "page-key.2"]);
    expect(nextLocalVersion("page-key.9")).toBe("page-key.10");
    expect(nextLocalVersion(null)).toBeNull();
  });
});
