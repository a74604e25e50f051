import { fromPromise } from "xstate";
import { createUser } from "#app/components/account/accountApi";
import { registrationMachine } from "#machines/registration";

/** The footer sign-up's registration machine with its call, loaded on the first keystroke (NewsletterBox). */
export const newsletterMachine = registrationMachine.provide({
  actors: { register: fromPromise(({ input }: { input: Parameters<typeof createUser>[0] }) => createUser(input)) },
});
