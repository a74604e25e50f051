import { fromPromise } from "xstate";
import { fetchJson } from "#app/lib/jsonApi";
import type { CodeAnswer, OptionsAnswer, OptionsQuery, SubscribeContext } from "#machines/rules/shop/subscribeForm";
import { subscribeFormMachine } from "#machines/subscribeForm";

/** The subscribe form machine with its server calls and history effect, loaded when the form is first used (SubscribeForm). */
export function subscribeFormWith(writeAddress: (context: SubscribeContext, push: boolean) => void) {
  return subscribeFormMachine.provide({
    actors: {
      loadOptions: fromPromise<OptionsAnswer, OptionsQuery>(({ input }) =>
        fetchJson(
          `/api/subscription/options?${new URLSearchParams({ countrycode: input.countrycode, discount: input.discount, flags: String(input.flags) })}`,
        ),
      ),
      checkCode: fromPromise<CodeAnswer, { code: string }>(({ input }) =>
        // An unknown code answers 404 with the code's message.
        fetchJson(`/api/subscription/code/${encodeURIComponent(input.code)}`, { alsoAccept: [404] }),
      ),
    },
    actions: {
      // The form's state goes to the address (the loader does not run again for it: the route's shouldRevalidate).
      writeAddress: ({ context }, { push }) => writeAddress(context, push),
    },
  });
}
