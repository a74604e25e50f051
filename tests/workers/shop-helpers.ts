import { expect } from "vitest";
import { call, formInit } from "./guide-helpers";

/** A complete US billing address, the one a checkout or subscribe form needs, shipped to billing. */
export const US_BILLING = {
  billing_firstName: "Ada",
  billing_lastName: "Reader",
  billing_address1: "1 Main Street",
  billing_city: "Springfield",
  billing_zip: "10001",
  billing_country: "US",
  shipToBilling: "on",
};

/**
 * Pays through the payment sandbox as the reader's browser would: the hosted
 * page, its approve or decline button, the signed callback. Answers the
 * confirmation path the callback sends the reader to.
 */
export async function payInSandbox(
  cookie: string,
  paymentUrl: string,
  outcome: "approved" | "declined" = "approved",
): Promise<string> {
  return answerCallback(cookie, await sandboxCallback(cookie, paymentUrl, outcome));
}

/** The sandbox's hosted page and its button: answers the signed callback address the reader is sent to. */
export async function sandboxCallback(
  cookie: string,
  paymentUrl: string,
  outcome: "approved" | "declined" = "approved",
): Promise<string> {
  expect(paymentUrl).toMatch(/^\/payment\/sandbox\?ref=(order|subscription)-\d+$/);
  expect((await call(paymentUrl, { headers: { cookie } })).status).toBe(200);
  const ref = new URL(paymentUrl, "http://localhost").searchParams.get("ref") ?? "";
  const answered = await call("/payment/sandbox", formInit({ ref, outcome }, cookie));
  expect(answered.status).toBe(302);
  return answered.headers.get("location") ?? "";
}

/** Follows a signed callback (again, for a retried one): answers the confirmation path. */
export async function answerCallback(cookie: string, callbackUrl: string): Promise<string> {
  const callback = await call(callbackUrl, { headers: { cookie }, redirect: "manual" });
  expect(callback.status).toBe(302);
  return callback.headers.get("location") ?? "";
}
