import * as v from "valibot";
import { accountTexts, EmailOrUsernameSchema, isValidEmail, LoginSchema, RecoverySchema, RegistrationSchema } from "../../../machines/rules/account";
import { authenticate, userExists } from "../../db/users";
import { endSession, startSession } from "../../services/session";
import type { ApiCall } from "../call";
import { BadInput, json, jsonBody, queryOf } from "../http";

/**
 * Account messages are shown to readers as they are (spec 1 §8), so a bad
 * input answers the first rule's own text, without field paths.
 */
function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw new BadInput(result.issues[0]?.message ?? accountTexts.networkError);
  return result.output;
}

/**
 * Account calls of spec 1 §7. Sign-in, sign-out and the token check are real;
 * registration and recovery validate their payload here, and answer the
 * captcha message until the captcha service of the accounts issue verifies
 * tokens (an unverified token must never create an account or send mail).
 */

/** Form posts and JSON both reach /login_check; fields arrive as strings either way. */
async function loginInput(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return Object.fromEntries([...(await request.formData()).entries()].map(([k, val]) => [k, String(val)]));
  }
  return jsonBody(request);
}

export const accountCalls: ApiCall[] = [
  {
    // The e-mail step (spec 1 §4): found → sign-in password step; not found and valid → create account.
    method: "GET",
    path: "/user/search",
    async handle({ url, app }) {
      const { email } = parseOrThrow(v.object({ email: v.optional(EmailOrUsernameSchema, "") }), queryOf(url));
      const found = await userExists(app.db, email);
      return json({ found, valid: isValidEmail(email) });
    },
  },
  {
    method: "GET",
    path: "/token_check",
    async handle({ app }) {
      return json(
        app.viewer ? { ok: true, data: { username: app.viewer.username, email: app.viewer.email } } : { ok: false },
        { headers: { "cache-control": "private, no-store" } },
      );
    },
  },
  {
    method: "GET",
    path: "/logout",
    async handle({ request, app }) {
      const cookie = await endSession(request, app.db);
      return json({ ok: true }, { headers: { "set-cookie": cookie, "cache-control": "private, no-store" } });
    },
  },
  {
    method: "POST",
    path: "/login_check",
    async handle({ request, app }) {
      const { _username, _password } = parseOrThrow(LoginSchema, await loginInput(request));
      const user = await authenticate(app.db, _username, _password);
      if (!user) return json({ error: accountTexts.loginFailed }, { status: 401 });
      const cookie = await startSession(app.db, user.id);
      // The token itself travels only in the HttpOnly cookie; the field tells the client sign-in succeeded.
      return json(
        { token: "cookie", data: { username: user.username, email: user.email } },
        { headers: { "set-cookie": cookie, "cache-control": "private, no-store" } },
      );
    },
  },
  {
    method: "POST",
    path: "/user/create",
    errorField: "message",
    async handle({ request, app }) {
      const { user } = parseOrThrow(RegistrationSchema, await jsonBody(request));
      if (user.password !== undefined && (await userExists(app.db, user.email))) {
        return json({ ok: false, message: "An account with this e-mail already exists. Please sign in." }, { status: 400 });
      }
      // Captcha tokens are not verifiable yet (accounts issue): refuse rather than trust them.
      return json({ ok: false, message: accountTexts.captcha }, { status: 400 });
    },
  },
  {
    method: "POST",
    path: "/user/recover",
    errorField: "errorMessage",
    async handle({ request }) {
      parseOrThrow(RecoverySchema, await jsonBody(request));
      return json({ errorMessage: accountTexts.captcha }, { status: 400 });
    },
  },
];
