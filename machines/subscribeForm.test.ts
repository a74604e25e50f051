import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { SubscriptionPlan } from "#machines/rules/shop/subscribeForm";
import { autoSelect, planBadge } from "#machines/rules/shop/subscribeForm";
import { subscribeSearch } from "#machines/rules/shop/subscribeQuery";
import {
  buttonState,
  type CodeAnswer,
  discountNote,
  firstIncomplete,
  hiddenFields,
  type OptionsAnswer,
  type OptionsQuery,
  progress,
  sectionComplete,
  subscribeFormMachine,
} from "./subscribeForm";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const plan = (id: string, over: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  id,
  productKey: id,
  title: id,
  description: "",
  price: 60,
  fullPrice: 60,
  flags: 4,
  termMonths: 24,
  digitalOnly: false,
  needsBilling: true,
  ...over,
});

const US = [plan("P1Y-US"), plan("P2Y-US"), plan("D1Y", { digitalOnly: true, needsBilling: false })];
const INTL = [plan("P1Y-ITNL"), plan("P2Y-ITNL")];

function start(options: { signedIn?: boolean; wanted?: string | null; codes?: Record<string, CodeAnswer> } = {}) {
  const queries: OptionsQuery[] = [];
  const pushed: string[] = [];
  /** Every address the machine wrote: "push ?..." or "replace ?...". */
  const writes: string[] = [];
  const machine = subscribeFormMachine.provide({
    actions: {
      writeAddress: ({ context }, { push }) => {
        writes.push(`${push ? "push" : "replace"} ${subscribeSearch(context, {})}`);
        if (push && context.selectedPlanId) pushed.push(context.selectedPlanId);
      },
    },
    actors: {
      loadOptions: fromPromise<OptionsAnswer, OptionsQuery>(async ({ input }) => {
        queries.push(input);
        return { plans: input.countrycode === "US" ? US : INTL, discount: null };
      }),
      checkCode: fromPromise(async ({ input }: { input: { code: string } }) => {
        if (input.code.toUpperCase() === "UNREACHABLE") throw new Error("503");
        // The code API answers an unknown code as not active (a 404 with the same shape).
        return (
          options.codes?.[input.code.toUpperCase()] ?? { isActive: false, code: input.code, rate: 0, kind: "general" }
        );
      }),
    },
  });
  const actor = createActor(machine, {
    input: { signedIn: options.signedIn ?? true, recipient: "individual", wantedPlanId: options.wanted ?? null },
  }).start();
  return { actor, queries, pushed, writes };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("subscription form: plan options", () => {
  it("loads U.S. standard options and auto-selects the first primary plan", async () => {
    const { actor, queries } = start();
    await settle();
    expect(queries).toEqual([{ countrycode: "US", discount: "", flags: 4 }]);
    expect(actor.getSnapshot().context.selectedPlanId).toBe("P2Y-US");
  });

  it("auto-selects the plan named by id", async () => {
    const { actor } = start({ wanted: "D1Y" });
    await settle();
    expect(actor.getSnapshot().context.selectedPlanId).toBe("D1Y");
    expect(autoSelect(INTL, "nope")).toBe("P2Y-ITNL");
    expect(autoSelect([plan("X")], null)).toBeNull();
  });

  it("a recipient change sets flags and the recipient's code, clears the term and reloads", async () => {
    const { actor, queries } = start();
    await settle();
    actor.send({ type: "RECIPIENT", recipient: "gift" });
    expect(actor.getSnapshot().context.selectedPlanId).toBeNull();
    await settle();
    expect(queries.at(-1)).toEqual({ countrycode: "US", discount: "", flags: 36 });
    actor.send({ type: "RECIPIENT", recipient: "student" });
    await settle();
    expect(queries.at(-1)).toEqual({ countrycode: "US", discount: "STUDENT25", flags: 4 });
  });

  it("International sets INTL until a country is chosen; U.S. sets US back", async () => {
    const { actor, queries } = start();
    await settle();
    actor.send({ type: "INTERNATIONAL" });
    await settle();
    expect(queries.at(-1)?.countrycode).toBe("INTL");
    expect(actor.getSnapshot().context).toMatchObject({ region: "INTL", countryCode: "INTL" });
    expect(actor.getSnapshot().context.selectedPlanId).toBe("P2Y-ITNL");
    expect(hiddenFields(actor.getSnapshot().context).shiptoCountry).toBe("INTL");
    actor.send({ type: "COUNTRY", countryCode: "FR" });
    await settle();
    expect(queries.at(-1)?.countrycode).toBe("INTL");
    expect(hiddenFields(actor.getSnapshot().context).shiptoCountry).toBe("FR");
    // International again keeps the country chosen and asks for nothing.
    const asked = queries.length;
    actor.send({ type: "INTERNATIONAL" });
    await settle();
    expect(queries.length).toBe(asked);
    expect(hiddenFields(actor.getSnapshot().context).shiptoCountry).toBe("FR");
    actor.send({ type: "US" });
    await settle();
    expect(hiddenFields(actor.getSnapshot().context).shiptoCountry).toBe("US");
  });

  it("choosing a term pushes orderTerm; unknown plans are ignored", async () => {
    const { actor, pushed } = start();
    await settle();
    actor.send({ type: "SELECT_PLAN", id: "P1Y-US" });
    actor.send({ type: "SELECT_PLAN", id: "P9Y-XX" });
    expect(pushed).toEqual(["P1Y-US"]);
    expect(hiddenFields(actor.getSnapshot().context)).toMatchObject({
      product_id: "P1Y-US",
      order_term: "P1Y-US",
      productKey: "P1Y-US",
      flags: "4",
      price: "60.00",
    });
  });

  it("Best Deal! on primary plans only", () => {
    expect(planBadge("P2Y-CA")).toBe("Best Deal!");
    expect(planBadge("P1Y-US")).toBeNull();
  });
});

describe("discount codes", () => {
  const codes: Record<string, CodeAnswer> = {
    WELCOME10: { isActive: true, code: "WELCOME10", rate: 10, kind: "general" },
    SPRING2019: { isActive: false, code: "SPRING2019", rate: 20, kind: "general" },
    LIBRARY15: { isActive: true, code: "LIBRARY15", rate: 15, kind: "institution" },
  };

  it("an active code reloads options with it and shows the note with its rate; clearing removes it", async () => {
    const { actor, queries } = start({ codes });
    await settle();
    actor.send({ type: "APPLY_CODE", code: " welcome10 " });
    await settle();
    expect(queries.at(-1)?.discount).toBe("WELCOME10");
    expect(discountNote(actor.getSnapshot().context)).toBe("Discount reflected in prices below. (10% off)");
    expect(hiddenFields(actor.getSnapshot().context).discountCode).toBe("WELCOME10");
    actor.send({ type: "CLEAR_CODE" });
    await settle();
    expect(queries.at(-1)?.discount).toBe("");
    expect(discountNote(actor.getSnapshot().context)).toBeNull();
  });

  it("an inactive or unknown code is cleared; an empty one does nothing", async () => {
    const { actor, queries } = start({ codes });
    await settle();
    actor.send({ type: "APPLY_CODE", code: "SPRING2019" });
    await settle();
    expect(actor.getSnapshot().context.discountCode).toBe("");
    expect(actor.getSnapshot().context.codeError).toBe("This code is not valid.");
    // The field is cleared too (it is keyed by the count of refused codes).
    expect(actor.getSnapshot().context.codeClears).toBe(1);
    actor.send({ type: "APPLY_CODE", code: "NOPE" });
    await settle();
    expect(actor.getSnapshot().context.discountCode).toBe("");
    expect(actor.getSnapshot().context.codeClears).toBe(2);
    actor.send({ type: "APPLY_CODE", code: "  " });
    expect(queries).toHaveLength(1);
  });

  it("a code check that fails keeps the code and says the codes could not be loaded", async () => {
    const { actor } = start({ codes });
    await settle();
    actor.send({ type: "APPLY_CODE", code: "unreachable" });
    await settle();
    expect(actor.getSnapshot().matches({ options: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.codeError).toBe("There was an error loading subscription codes from the API.");
    expect(actor.getSnapshot().context.codeClears).toBe(0);
  });

  it("an institution code shows no discount note", async () => {
    const { actor } = start({ codes });
    await settle();
    actor.send({ type: "APPLY_CODE", code: "LIBRARY15" });
    await settle();
    expect(discountNote(actor.getSnapshot().context)).toBeNull();
  });
});

describe("sections and the Subscribe button", () => {
  it("counts complete sections and names the first incomplete one with its message", async () => {
    const { actor } = start({ signedIn: false });
    await settle();
    const ctx = () => actor.getSnapshot().context;
    expect(progress(ctx())).toBe(1);
    actor.send({ type: "SUBSCRIBE" });
    expect(ctx().scrollTo).toBe("authentication");
    expect(ctx().message).toBe("Please sign in or register");
    actor.send({ type: "SIGNED_IN" });
    actor.send({ type: "SUBSCRIBE" });
    expect(ctx().message).toBe("Please complete payment information");
    actor.send({ type: "BILLING", complete: true });
    expect(progress(ctx())).toBe(4);
    actor.send({ type: "SHIP_TO_BILLING", checked: false });
    expect(sectionComplete(ctx(), "shipping")).toBe(false);
    actor.send({ type: "SUBSCRIBE" });
    expect(ctx().message).toBe("Please complete shipping information");
    actor.send({ type: "SHIPPING", complete: true });
    expect(firstIncomplete(ctx())).toBeNull();
  });

  it("no plan selected: Please select a subscription plan", async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: "RECIPIENT", recipient: "gift" });
    actor.send({ type: "SUBSCRIBE" });
    expect(actor.getSnapshot().context.message).toBe("Please select a subscription plan");
  });

  it("digital-only plans complete shipping, and a term without billing forces ship-to-billing", async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: "SHIP_TO_BILLING", checked: false });
    actor.send({ type: "SELECT_PLAN", id: "D1Y" });
    const ctx = actor.getSnapshot().context;
    expect(ctx.shipToBilling).toBe(true);
    expect(sectionComplete(ctx, "shipping")).toBe(true);
    expect(sectionComplete(ctx, "billing")).toBe(true);
    actor.send({ type: "SHIP_TO_BILLING", checked: false });
    expect(actor.getSnapshot().context.shipToBilling).toBe(true);
  });

  it("incomplete, ready, processing: a click while processing alerts, and processing resets after 3 s", async () => {
    const { actor } = start();
    await settle();
    expect(buttonState(actor.getSnapshot())).toBe("incomplete");
    actor.send({ type: "BILLING", complete: true });
    expect(buttonState(actor.getSnapshot())).toBe("ready");
    actor.send({ type: "SUBSCRIBE" });
    expect(buttonState(actor.getSnapshot())).toBe("processing");
    actor.send({ type: "SUBSCRIBE" });
    expect(actor.getSnapshot().context.alert).toBe("The order is processing, please be patient.");
    actor.send({ type: "ALERT_SHOWN" });
    expect(actor.getSnapshot().context.alert).toBeNull();
    await vi.advanceTimersByTimeAsync(2999);
    expect(buttonState(actor.getSnapshot())).toBe("processing");
    await vi.advanceTimersByTimeAsync(1);
    expect(buttonState(actor.getSnapshot())).toBe("ready");
  });

  it("a failed options call leaves no plans and a message", async () => {
    const machine = subscribeFormMachine.provide({
      actors: { loadOptions: fromPromise(async () => Promise.reject(new Error("offline"))) },
    });
    const actor = createActor(machine, {
      input: { signedIn: true, recipient: "individual", wantedPlanId: null },
    }).start();
    await settle();
    expect(actor.getSnapshot().context.loadError).toBe("There was an error loading subscription options from the API.");
  });
});

describe("the page's first options and back navigation", () => {
  it("a change while options load starts the load again with it; the stale answer is dropped", async () => {
    const answers: ((a: OptionsAnswer) => void)[] = [];
    const queries: OptionsQuery[] = [];
    const machine = subscribeFormMachine.provide({
      actors: {
        loadOptions: fromPromise<OptionsAnswer, OptionsQuery>(({ input }) => {
          queries.push(input);
          return new Promise((resolve) => answers.push(resolve));
        }),
      },
    });
    const actor = createActor(machine, {
      input: { signedIn: true, recipient: "individual", wantedPlanId: null },
    }).start();
    actor.send({ type: "RECIPIENT", recipient: "gift" });
    actor.send({ type: "COUNTRY", countryCode: "FR" });
    expect(queries.map((q) => [q.flags, q.countrycode])).toEqual([
      [4, "US"],
      [36, "US"],
      [36, "INTL"],
    ]);
    answers[0]!({ plans: US, discount: null });
    await settle();
    expect(actor.getSnapshot().matches({ options: "loading" })).toBe(true);
    answers[2]!({ plans: INTL, discount: null });
    await settle();
    expect(actor.getSnapshot().context.plans).toEqual(INTL);
    expect(actor.getSnapshot().context.recipient).toBe("gift");
  });

  it("a discount the options answer applied (a recipient's code) is the one the form sends", async () => {
    const machine = subscribeFormMachine.provide({
      actors: {
        loadOptions: fromPromise<OptionsAnswer, OptionsQuery>(async () => ({
          plans: US,
          discount: { code: "STUDENT25", rate: 25, kind: "student" as const },
        })),
      },
    });
    const actor = createActor(machine, { input: { signedIn: true, recipient: "student", wantedPlanId: null } }).start();
    await settle();
    expect(hiddenFields(actor.getSnapshot().context).discountCode).toBe("STUDENT25");
    expect(discountNote(actor.getSnapshot().context)).toBe("Discount reflected in prices below. (25% off)");
  });

  const initial = {
    plans: INTL,
    region: "INTL" as const,
    countryCode: "FR",
    discount: { code: "WELCOME10", rate: 10, kind: "general" as const },
  };

  it("starts ready with the server-rendered options: no call, the primary plan selected, the discount kept", () => {
    const queries: OptionsQuery[] = [];
    const machine = subscribeFormMachine.provide({
      actors: {
        loadOptions: fromPromise<OptionsAnswer, OptionsQuery>(async ({ input }) => {
          queries.push(input);
          return { plans: US, discount: null };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { signedIn: true, recipient: "individual", wantedPlanId: null, initial },
    }).start();
    expect(actor.getSnapshot().matches({ options: "ready" })).toBe(true);
    expect(queries).toEqual([]);
    expect(actor.getSnapshot().context.selectedPlanId).toBe("P2Y-ITNL");
    expect(hiddenFields(actor.getSnapshot().context)).toMatchObject({
      discountCode: "WELCOME10",
      shiptoCountry: "FR",
      order_term: "P2Y-ITNL",
    });
    expect(discountNote(actor.getSnapshot().context)).toBe("Discount reflected in prices below. (10% off)");
  });

  it("without options it loads them; Canada in the international list asks for its own plans", async () => {
    const { actor, queries } = start();
    await settle();
    actor.send({ type: "INTERNATIONAL" });
    actor.send({ type: "COUNTRY", countryCode: "CA" });
    await settle();
    expect(queries.at(-1)?.countrycode).toBe("CA");
  });

  const restore = (over: {
    recipient?: "individual" | "gift";
    region?: "US" | "INTL";
    countryCode?: string;
    orderTerm: string | null;
  }) => ({ type: "RESTORE", recipient: "individual", region: "US", countryCode: "US", ...over }) as const;

  it("back navigation restores a term without pushing history; unknown terms are ignored", async () => {
    const { actor, pushed } = start();
    await settle();
    actor.send({ type: "SELECT_PLAN", id: "P1Y-US" });
    actor.send(restore({ orderTerm: "P2Y-US" }));
    expect(actor.getSnapshot().context.selectedPlanId).toBe("P2Y-US");
    actor.send(restore({ orderTerm: "NOPE" }));
    expect(actor.getSnapshot().context.selectedPlanId).toBe("P2Y-US");
    expect(pushed).toEqual(["P1Y-US"]);
    actor.send(restore({ orderTerm: "D1Y" }));
    expect(actor.getSnapshot().context.shipToBilling).toBe(true);
  });

  it("writes recipient, delivery and term to the address: the reader's choices push, its own choice replaces", async () => {
    const { actor, writes } = start();
    await settle();
    actor.send({ type: "RECIPIENT", recipient: "gift" });
    await settle();
    actor.send({ type: "SELECT_PLAN", id: "P1Y-US" });
    actor.send({ type: "INTERNATIONAL" });
    await settle();
    actor.send({ type: "COUNTRY", countryCode: "FR" });
    await settle();
    actor.send({ type: "SELECT_PLAN", id: "P1Y-ITNL" });
    expect(writes).toEqual([
      "replace ?orderTerm=P2Y-US",
      "push ?recipient=gift",
      "replace ?recipient=gift&orderTerm=P2Y-US",
      "push ?recipient=gift&orderTerm=P1Y-US",
      "push ?recipient=gift&country=INTL",
      "replace ?recipient=gift&country=INTL&orderTerm=P2Y-ITNL",
      "push ?recipient=gift&country=FR",
      "replace ?recipient=gift&country=FR&orderTerm=P2Y-ITNL",
      "push ?recipient=gift&country=FR&orderTerm=P1Y-ITNL",
    ]);
  });

  it("back to another recipient or delivery loads its options with the entry's term, writing no new entry", async () => {
    const { actor, queries, writes } = start();
    await settle();
    actor.send({ type: "RECIPIENT", recipient: "gift" });
    actor.send({ type: "COUNTRY", countryCode: "FR" });
    await settle();
    const written = writes.length;
    actor.send(restore({ orderTerm: "P1Y-US" }));
    await settle();
    expect(queries.at(-1)).toEqual({ countrycode: "US", discount: "", flags: 4 });
    expect(actor.getSnapshot().context).toMatchObject({
      recipient: "individual",
      region: "US",
      countryCode: "US",
      selectedPlanId: "P1Y-US",
    });
    expect(writes.slice(written)).toEqual(["replace ?orderTerm=P1Y-US"]);
    // The same form again changes nothing.
    actor.send(restore({ orderTerm: "P1Y-US" }));
    await settle();
    expect(writes.length).toBe(written + 1);
  });
});
