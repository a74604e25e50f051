import { and, assign, cancel, raise, type SnapshotFrom, setup } from "xstate";
import {
  addRefusal,
  type CartItem,
  parseQuantity,
  sameLine,
  updateRefusal,
  withAdded,
} from "#machines/rules/shop/cartItems";
import { shopTexts } from "#machines/rules/shop/shop";
import { unprovided } from "#machines/unprovided";

// The readers live in rules/cartView so pages can use them without loading xstate.
export { cartCallActive, cartMessage } from "#machines/rules/shop/cartView";

/**
 * The cart: a local cart (kept by the UI in localStorage, no
 * call) while signed out, the server cart while signed in. On sign-in a
 * local cart is pushed to the server and cleared only once the server has
 * answered, so no line is lost. The widget pulses for 2 s after an add; the
 * busy flag clears 1 s after an add, and a second add while busy is answered
 * "Your request is processing, please be patient.".
 *
 * Adds carry a write key so the server applies each once: the local cart's
 * key names its stored version (a merge retried on a later page sends the
 * same key), and an add that failed keeps its key, so adding the same line
 * again after a failed answer cannot add twice if the first did land.
 */

/** What a server call answers: the server cart and its messages (the last one is shown). */
export interface ServerCart {
  items: CartItem[];
  errors: string[];
}

export interface CartInput {
  signedIn: boolean;
  localItems: CartItem[];
  /** The stored local cart's write key, or a fresh one when none is stored (each change makes a new version of it). */
  localWriteKey?: string | null;
}

/** The add a failed call left unconfirmed: the same line added again reuses its key. */
export interface UnconfirmedAdd {
  itemId: number;
  type: CartItem["type"];
  writeKey: string;
}

export interface CartContext {
  signedIn: boolean;
  items: CartItem[];
  error: string | null;
  notice: string | null;
  busy: boolean;
  pulse: boolean;
  localWriteKey: string | null;
  unconfirmedAdd: UnconfirmedAdd | null;
}

export type CartEvent =
  | { type: "ADD"; item: CartItem; writeKey?: string }
  | { type: "UPDATE"; index: number; quantity: string }
  | { type: "REMOVE"; index: number }
  | { type: "SIGNED_IN" }
  | { type: "SIGNED_OUT" }
  | { type: "RELOAD" }
  | { type: "DISMISS" }
  | { type: "BUSY_CLEAR" }
  | { type: "PULSE_END" };

export const PULSE_MS = 2000;
export const BUSY_MS = 1000;

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "The cart could not be reached. Please try again.";
}

/** The local cart as the UI stores it: its lines and the write key of this version. */
export interface StoredLocalCart {
  items: CartItem[];
  writeKey: string | null;
}

/** The write key of the local cart's next version: "<page's key>.<n>", so a merge of a stored version applies once. */
export function nextLocalVersion(key: string | null): string | null {
  if (!key) return null;
  const [base, version] = key.split(".");
  return `${base}.${Number(version ?? 0) + 1}`;
}

/** What starting an add on the server does, from the loading cart or the server cart. */
const SERVER_ADD_STARTS = ["startAdd", "startBusy", "cancelBusyClear", "scheduleBusyClear", "clearMessages"] as const;

/** What an add sends: the lines and the write key that makes a retry apply once. */
export interface AddInput {
  items: CartItem[];
  writeKey: string | null;
}

/** An add of the line a failed call left unconfirmed reuses that key; any other add uses its own. */
function addWriteKey(unconfirmed: UnconfirmedAdd | null, event: { item: CartItem; writeKey?: string }): string | null {
  if (unconfirmed && sameLine(unconfirmed, event.item)) return unconfirmed.writeKey;
  return event.writeKey ?? null;
}

/** The error of a failed server call, for the action that reports it. */
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    fetchCart: unprovided<ServerCart, void>("fetchCart"),
    addToServer: unprovided<ServerCart, AddInput>("addToServer"),
    updateOnServer: unprovided<ServerCart, { id: number; quantity: number }>("updateOnServer"),
    removeFromServer: unprovided<ServerCart, { id: number }>("removeFromServer"),
  },
  actions: {
    /** The UI writes the local cart to localStorage (an empty list clears it). */
    storeLocal: (_, _stored: StoredLocalCart) => {},
    nextLocalVersion: assign(({ context }) => ({ localWriteKey: nextLocalVersion(context.localWriteKey) })),
    startBusy: assign({ busy: true }),
    cancelBusyClear: cancel("busy"),
    scheduleBusyClear: raise({ type: "BUSY_CLEAR" }, { id: "busy", delay: BUSY_MS }),
    pulseOn: assign({ pulse: true }),
    cancelPulseEnd: cancel("pulse"),
    schedulePulseEnd: raise({ type: "PULSE_END" }, { id: "pulse", delay: PULSE_MS }),
    processing: assign({ notice: shopTexts.processingRequest }),
    takeServerCart: assign((_, cart: ServerCart) => ({ items: cart.items, error: cart.errors.at(-1) ?? null })),
    refuseAdd: assign(({ context, event }) => ({
      error: event.type === "ADD" ? addRefusal(context.items, event.item) : null,
      notice: null,
    })),
    refuseUpdate: assign(({ context, event }) => {
      const line = event.type === "UPDATE" ? context.items[event.index] : undefined;
      const refusal = line && event.type === "UPDATE" ? updateRefusal(line, parseQuantity(event.quantity)) : null;
      return { error: refusal === "unchanged" ? null : refusal };
    }),
    callFailed: assign((_, error: unknown) => ({ error: message(error) })),
    confirmAdd: assign({ unconfirmedAdd: null }),
    clearMessages: assign({ error: null, notice: null }),
    startAdd: assign(({ context, event }) => {
      if (event.type !== "ADD") return {};
      const writeKey = addWriteKey(context.unconfirmedAdd, event);
      return { unconfirmedAdd: writeKey ? { itemId: event.item.itemId, type: event.item.type, writeKey } : null };
    }),
  },
  guards: {
    busy: ({ context }) => context.busy,
    hasLocalItems: ({ context }) => context.items.length > 0,
    signedIn: ({ context }) => context.signedIn,
    addRefused: ({ context, event }) => event.type === "ADD" && addRefusal(context.items, event.item) !== null,
    updateRefused: ({ context, event }) => {
      if (event.type !== "UPDATE") return true;
      const line = context.items[event.index];
      return !line || updateRefusal(line, parseQuantity(event.quantity)) !== null;
    },
    knownLine: ({ context, event }) => event.type === "REMOVE" && context.items[event.index] !== undefined,
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => ({
    signedIn: input.signedIn,
    items: input.localItems,
    error: null,
    notice: null,
    busy: false,
    pulse: false,
    localWriteKey: input.localWriteKey ?? null,
    unconfirmedAdd: null,
  }),
  initial: "starting",
  on: {
    BUSY_CLEAR: { actions: assign({ busy: false, notice: null }) },
    PULSE_END: { actions: assign({ pulse: false }) },
    DISMISS: { actions: assign({ error: null, notice: null }) },
  },
  states: {
    starting: {
      always: [
        { guard: and(["signedIn", "hasLocalItems"]), target: "merging" },
        { guard: "signedIn", target: "loading" },
        { target: "local" },
      ],
    },
    local: {
      on: {
        ADD: [
          { guard: "busy", actions: "processing" },
          {
            guard: "addRefused",
            actions: "refuseAdd",
          },
          {
            actions: [
              assign(({ context, event }) => ({
                items: withAdded(context.items, event.item),
                error: null,
                notice: null,
              })),
              "nextLocalVersion",
              {
                type: "storeLocal",
                params: ({ context }) => ({ items: context.items, writeKey: context.localWriteKey }),
              },
              "startBusy",
              "cancelBusyClear",
              "scheduleBusyClear",
              "pulseOn",
              "cancelPulseEnd",
              "schedulePulseEnd",
            ],
          },
        ],
        UPDATE: [
          {
            guard: "updateRefused",
            actions: "refuseUpdate",
          },
          {
            actions: [
              assign(({ context, event }) => ({
                items: context.items.map((l, i) =>
                  i === event.index ? { ...l, quantity: Number(event.quantity.trim()) } : l,
                ),
                error: null,
              })),
              "nextLocalVersion",
              {
                type: "storeLocal",
                params: ({ context }) => ({ items: context.items, writeKey: context.localWriteKey }),
              },
            ],
          },
        ],
        REMOVE: {
          guard: "knownLine",
          actions: [
            assign(({ context, event }) => ({ items: context.items.filter((_, i) => i !== event.index), error: null })),
            "nextLocalVersion",
            {
              type: "storeLocal",
              params: ({ context }) => ({ items: context.items, writeKey: context.localWriteKey }),
            },
          ],
        },
        SIGNED_IN: [
          { guard: "hasLocalItems", target: "merging", actions: assign({ signedIn: true }) },
          { target: "loading", actions: assign({ signedIn: true }) },
        ],
      },
    },
    merging: {
      invoke: {
        src: "addToServer",
        input: ({ context }) => ({ items: context.items, writeKey: context.localWriteKey }),
        onDone: {
          target: "server",
          actions: [
            { type: "takeServerCart", params: ({ event }) => event.output },
            { type: "storeLocal", params: { items: [], writeKey: null } },
          ],
        },
        // The local cart stays (and stays stored) until the server has it.
        onError: { target: "local", actions: { type: "callFailed", params: errorOf } },
      },
      on: { ADD: { actions: "processing" } },
    },
    loading: {
      invoke: {
        src: "fetchCart",
        onDone: { target: "server", actions: { type: "takeServerCart", params: ({ event }) => event.output } },
        onError: { target: "server", actions: { type: "callFailed", params: errorOf } },
      },
      // An add while the cart loads goes ahead: its answer is the whole server cart.
      on: {
        ADD: [
          { guard: "busy", actions: "processing" },
          {
            target: "adding",
            actions: SERVER_ADD_STARTS,
          },
        ],
      },
    },
    server: {
      on: {
        ADD: [
          { guard: "busy", actions: "processing" },
          {
            guard: "addRefused",
            actions: "refuseAdd",
          },
          {
            target: "adding",
            actions: SERVER_ADD_STARTS,
          },
        ],
        UPDATE: [
          {
            guard: "updateRefused",
            actions: "refuseUpdate",
          },
          { target: "updating" },
        ],
        REMOVE: { guard: "knownLine", target: "removing" },
        SIGNED_OUT: { target: "local", actions: assign({ signedIn: false, items: [], error: null }) },
        // The server cart changed elsewhere (an order was placed): read it again.
        RELOAD: { target: "loading" },
      },
    },
    adding: {
      invoke: {
        src: "addToServer",
        input: ({ context, event }) => ({
          items: event.type === "ADD" ? [{ ...event.item, quantity: 1 }] : [],
          writeKey: context.unconfirmedAdd?.writeKey ?? null,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.errors.length > 0,
            target: "server",
            actions: [{ type: "takeServerCart", params: ({ event }) => event.output }, "confirmAdd"],
          },
          {
            target: "server",
            actions: [
              { type: "takeServerCart", params: ({ event }) => event.output },
              "confirmAdd",
              "pulseOn",
              "cancelPulseEnd",
              "schedulePulseEnd",
            ],
          },
        ],
        // The add stays unconfirmed: adding the same line again resends its key.
        onError: { target: "server", actions: { type: "callFailed", params: errorOf } },
      },
      on: { ADD: { actions: "processing" } },
    },
    updating: {
      invoke: {
        src: "updateOnServer",
        input: ({ context, event }) => {
          const line = event.type === "UPDATE" ? context.items[event.index] : undefined;
          return { id: line?.id ?? 0, quantity: event.type === "UPDATE" ? Number(event.quantity.trim()) : 0 };
        },
        onDone: { target: "server", actions: { type: "takeServerCart", params: ({ event }) => event.output } },
        onError: { target: "server", actions: { type: "callFailed", params: errorOf } },
      },
      on: { ADD: { actions: "processing" } },
    },
    removing: {
      invoke: {
        src: "removeFromServer",
        input: ({ context, event }) => ({ id: event.type === "REMOVE" ? (context.items[event.index]?.id ?? 0) : 0 }),
        onDone: { target: "server", actions: { type: "takeServerCart", params: ({ event }) => event.output } },
        onError: { target: "server", actions: { type: "callFailed", params: errorOf } },
      },
      on: { ADD: { actions: "processing" } },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
