import { createContext } from "react-router";
import { REGISTRATION_ORIGINS } from "#machines/rules/account/accountTexts";
import type { AppContext } from "#workers/context";
import { readAccountOverview } from "#workers/db/accountOverview";
import { addToMyguide } from "#workers/db/myguide";
import { renewMyguideCalendarToken } from "#workers/db/myguideCalendar";
import { resumeNewsletter } from "#workers/db/newsletter";
import { addUnsubscribe } from "#workers/db/newsletterAdmin";
import { linkPrintAccount, subscriptionStatus } from "#workers/db/printAccounts";
import { signIn } from "./accounts";
import { captchaSetup } from "./captchaSetup";
import { changeProfile } from "./profile";
import { refreshViewer } from "./session";
import { changeDelivery, changeRenewal, type NewDelivery } from "./subscriptionChanges";
import { verifyUnsubscribe } from "./unsubscribeToken";

/**
 * The account area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 * Everything here is one reader's own, so nothing is kept.
 */
export function accountService(app: AppContext) {
  const { db } = app;
  return {
    /** Signs a reader in (limits, captcha, session): the user and the session cookie, or the refusal. */
    signIn: (request: Request, login: string, password: string, captchaToken: string) =>
      signIn(app, request, login, password, captchaToken),
    /** The captcha a form shows when its account asks for one (a fresh challenge each time). */
    captchaSetup: () => captchaSetup(app),
    /** Adds a show to the reader's myguide (a +myguide made before signing in); false when there is no such show. */
    addToMyguide: (userId: number, exhibitionId: number) =>
      addToMyguide(db, userId, exhibitionId, new Date().toISOString()),
    /**
     * Links the print subscription with this account number and postcode to the reader (one batch with the subscriber
     * flag) and reads the viewer again when it did, so the page answered after shows a subscriber; whether it linked.
     */
    activatePrint: async (userId: number, accountNumber: string, postcode: string) => {
      const linked = await linkPrintAccount(db, userId, accountNumber, postcode);
      if (!linked) return false;
      await refreshViewer(app);
      return true;
    },
    /** The subscription /profile shows: the reader's newest subscription or linked print account, or null. */
    subscription: (userId: number) => subscriptionStatus(db, userId),
    /** What the profile lists: orders, own subscriptions, gifts given and the newsletter, in one batch. */
    overview: (userId: number, email: string) => readAccountOverview(db, userId, email, new Date()),
    /** Turns a running subscription's auto-renewal off or back on, and the profile's answer. */
    changeRenewal: (userId: number, subscriptionId: number, renew: boolean) =>
      changeRenewal(db, userId, subscriptionId, renew),
    /** Sends a running subscription's next issues to a new address, and the profile's answer. */
    changeDelivery: (userId: number, delivery: NewDelivery) => changeDelivery(db, userId, delivery),
    /** Gives the reader's myguide calendar feed a new address (the old one stops answering). */
    renewCalendarAddress: (userId: number) => renewMyguideCalendarToken(db, userId, new Date().toISOString()),
    /** A change of username, e-mail or password from the profile's forms, and its answer. */
    changeProfile: (request: Request, userId: number, form: Record<string, string>) =>
      changeProfile(app, request, userId, form),
    /** The address and dispatch a newsletter's signed unsubscribe token names, or null when it is not good. */
    unsubscribeClaim: (token: string) => verifyUnsubscribe(token, app.config.meterSecret),
    /** The reader's own choice on the profile: the newsletter to their address again, or no more of it. */
    chooseNewsletter: (email: string, receive: boolean) =>
      receive
        ? resumeNewsletter(db, email, REGISTRATION_ORIGINS.profile, new Date())
        : addUnsubscribe(db, email, null, new Date()),
    /** Takes an address out of every later dispatch (unsubscribing twice keeps the first). */
    unsubscribe: (email: string, dispatchId: number | null) => addUnsubscribe(db, email, dispatchId, new Date()),
  };
}

export type AccountService = ReturnType<typeof accountService>;

export const accountContext = createContext<AccountService>();
