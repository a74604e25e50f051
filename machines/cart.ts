import { and, assign, cancel, fromPromise, raise, type SnapshotFrom, setup } from "xstate";
import { addRefusal, type CartItem, parseQuantity, updateRefusal, withAdded } from "#machines/rules/shop/cartItems";
import { shopTexts } from "#machines/rules/shop/shop";

// The readers live in rules/cartView so pages can use them without loading xstate.
export { cartCallActive, cartMessage } from "#machines/rules/shop/cartView";

/**
 * The cart: a local cart (kept by the UI in localStorage, no
 * call) while signed out, the server cart while signed in. On sign-in a
 * local cart is pushed to the server and cleared only once the server has
 * answered, so no line is lost. The widget pulses for 2 s after an add; the
 * busy flag clears 1 s after an add, and a second add while busy is answered
 * "Your request is processing, please be patient.".
 */

/** What a server call answers: the server cart and its messages (the last one is shown). */
export interface ServerCart {
  items: CartItem[];
  errors: string[];
}

export interface CartInput {
  signedIn: boolean;
  localItems: CartItem[];
}

export interface CartContext {
  signedIn: boolean;
  items: CartItem[];
  error: string | null;
  notice: string | null;
  busy: boolean;
  pulse: boolean;
}

export type CartEvent =
  | { type: "ADD"; item: CartItem }
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

const unprovided = <T, I>() =>
  fromPromise<T, I>(async () => {
    throw new Error("The cart machine needs its server calls.");
  });

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "The cart could not be reached. Please try again.";
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
    fetchCart: unprovided<ServerCart, void>(),
    addToServer: unprovided<ServerCart, { items: CartItem[] }>(),
    updateOnServer: unprovided<ServerCart, { id: number; quantity: number }>(),
    removeFromServer: unprovided<ServerCart, { id: number }>(),
  },
  actions: {
    /** The UI writes the local cart to localStorage (an empty list clears it). */
    storeLocal: (_, _items: CartItem[]) => {},
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
              { type: "storeLocal", params: ({ context }) => context.items },
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
              { type: "storeLocal", params: ({ context }) => context.items },
            ],
          },
        ],
        REMOVE: {
          guard: "knownLine",
          actions: [
            assign(({ context, event }) => ({ items: context.items.filter((_, i) => i !== event.index), error: null })),
            { type: "storeLocal", params: ({ context }) => context.items },
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
        input: ({ context }) => ({ items: context.items }),
        onDone: {
          target: "server",
          actions: [
            { type: "takeServerCart", params: ({ event }) => event.output },
            { type: "storeLocal", params: [] },
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
            actions: ["startBusy", "cancelBusyClear", "scheduleBusyClear", assign({ error: null, notice: null })],
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
            actions: ["startBusy", "cancelBusyClear", "scheduleBusyClear", assign({ error: null, notice: null })],
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
        input: ({ event }) => ({ items: event.type === "ADD" ? [{ ...event.item, quantity: 1 }] : [] }),
        onDone: [
          {
            guard: ({ event }) => event.output.errors.length > 0,
            target: "server",
            actions: { type: "takeServerCart", params: ({ event }) => event.output },
          },
          {
            target: "server",
            actions: [
              { type: "takeServerCart", params: ({ event }) => event.output },
              "pulseOn",
              "cancelPulseEnd",
              "schedulePulseEnd",
            ],
          },
        ],
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
