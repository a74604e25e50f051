import { fromPromise } from "xstate";
import type { CodeAnswer, OptionsAnswer, OptionsQuery } from "#machines/rules/shop/subscribeForm";
import { subscribeFormMachine } from "#machines/subscribeForm";

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok && res.status !== 404) throw new Error(`${res.status}`);
  return (await res.json()) as T;
}

/** The subscribe form machine with its server calls and history effect, loaded when the form is first used (SubscribeForm). */
export function subscribeFormWith(pushTerm: (id: string) => void) {
  return subscribeFormMachine.provide({
    actors: {
      loadOptions: fromPromise<OptionsAnswer, OptionsQuery>(({ input }) =>
        getJson(
          `/api/subscription/options?${new URLSearchParams({ countrycode: input.countrycode, discount: input.discount, flags: String(input.flags) })}`,
        ),
      ),
      checkCode: fromPromise<CodeAnswer, { code: string }>(({ input }) =>
        getJson(`/api/subscription/code/${encodeURIComponent(input.code)}`),
      ),
    },
    actions: {
      // Choosing a term pushes a history entry with orderTerm (the loader does not run again for it).
      pushTerm: (_, id: string) => pushTerm(id),
    },
  });
}
