import { fromPromise } from "xstate";
import { registrationMachine } from "../../../machines/registration";
import { createUser } from "../account/accountApi";

/** The footer sign-up's registration machine with its call, loaded on the first keystroke (NewsletterBox). */
export const newsletterMachine = registrationMachine.provide({
  actors: { register: fromPromise(({ input }: { input: Parameters<typeof createUser>[0] }) => createUser(input)) },
});
