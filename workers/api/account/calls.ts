import * as v from "valibot";
import {
  accountTexts,
  EmailOrUsernameSchema,
  isValidEmail,
  LoginSchema,
  RecoverySchema,
  RegistrationSchema,
  recoverySentText,
} from "#machines/rules/account/account";
import type { ApiCall } from "#workers/api/call";
import { BadInput, json, jsonBody, queryOf } from "#workers/api/http";
import { ownViewer } from "#workers/context";
import { outboxFor } from "#workers/db/mailOutbox";
import { lookUpAccount } from "#workers/services/account/accountLookup";
import { register, signIn } from "#workers/services/account/accounts";
import { captchaSetup } from "#workers/services/account/captchaSetup";
import { requestPasswordReset } from "#workers/services/account/recovery";
import { endSession } from "#workers/services/account/session";
import { isCrossSite } from "#workers/services/http/origin";
import { readFormFields } from "#workers/services/http/requestBody";
import { mailProviderFor } from "#workers/services/mail/mail";

/**
 * Account messages are shown to readers as they are, so a bad
 * input answers the first rule's own text, without field paths.
 */
function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw new BadInput(result.issues[0]?.message ?? accountTexts.networkError);
  return result.output;
}

/** Account calls, plus the captcha challenge and the local outbox for developers. */

const PRIVATE = { "cache-control": "private, no-store" };
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/** Form posts and JSON both reach /login_check; fields arrive as strings either way, within the body limits. */
async function loginInput(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    // A broken form reads as empty and fails validation with a message.
    const read = await readFormFields(request);
    if (!read.ok) throw new BadInput(read.message);
    return read.value.fields;
  }
  return jsonBody(request);
}

export const accountCalls: ApiCall[] = [
  {
    // The e-mail step: found → sign-in password step; not found and valid → create account.
    method: "GET",
    path: "/user/search",
    async handle({ request, url, app }) {
      const { email } = parseOrThrow(v.object({ email: v.optional(EmailOrUsernameSchema, "") }), queryOf(url));
      const result = await lookUpAccount(app, request, email);
      if (!result.ok) return json({ error: result.message }, { status: result.status, headers: PRIVATE });
      return json({ found: result.found, valid: isValidEmail(email) });
    },
  },
  {
    method: "GET",
    path: "/token_check",
    async handle({ app }) {
      const viewer = ownViewer(app);
      return json(viewer ? { ok: true, data: { username: viewer.username, email: viewer.email } } : { ok: false }, {
        headers: { "cache-control": "private, no-store" },
      });
    },
  },
  {
    method: "GET",
    path: "/logout",
    async handle({ request, app }) {
      // A GET that ends the session: a link or image on another site must not sign the reader out.
      if (isCrossSite(request, [new URL(app.config.baseUrl).origin])) {
        return json(
          { error: "This request came from another site and was refused." },
          { status: 403, headers: PRIVATE },
        );
      }
      const cookie = await endSession(app, request);
      return json({ ok: true }, { headers: { "set-cookie": cookie, ...PRIVATE } });
    },
  },
  {
    method: "POST",
    path: "/login_check",
    async handle({ request, app }) {
      const { _username, _password, g_recaptcha_response } = parseOrThrow(LoginSchema, await loginInput(request));
      const result = await signIn(app, request, _username, _password, g_recaptcha_response);
      if (!result.ok)
        return json(
          { error: result.message, ...(result.captchaRequired ? { captchaRequired: true } : {}) },
          { status: result.status, headers: PRIVATE },
        );
      // The token itself travels only in the HttpOnly cookie; the field tells the client sign-in succeeded.
      return json(
        { token: "cookie", data: { username: result.user.username, email: result.user.email } },
        { headers: { "set-cookie": result.cookie, ...PRIVATE } },
      );
    },
  },
  {
    // JSON sent as text/plain; success is read from ok, the text from message.
    method: "POST",
    path: "/user/create",
    errorField: "message",
    async handle({ request, app }) {
      const { user, g_recaptcha_response } = parseOrThrow(RegistrationSchema, await jsonBody(request));
      const result = await register(app, request, { ...user, captchaToken: g_recaptcha_response });
      return json(
        { ok: result.ok, message: result.message },
        { status: result.ok ? 200 : result.status, headers: PRIVATE },
      );
    },
  },
  {
    method: "POST",
    path: "/user/recover",
    errorField: "errorMessage",
    async handle({ request, app }) {
      const { email, g_recaptcha_response } = parseOrThrow(RecoverySchema, await jsonBody(request));
      const result = await requestPasswordReset(app, request, email, g_recaptcha_response);
      if (!result.ok) return json({ errorMessage: result.message }, { status: result.status, headers: PRIVATE });
      return json({ ok: true, message: recoverySentText() }, { headers: PRIVATE });
    },
  },
  {
    // The captcha a form shows: Turnstile's site key, or a fresh offline challenge.
    method: "GET",
    path: "/captcha",
    async handle({ app }) {
      return json(await captchaSetup(app), { headers: PRIVATE });
    },
  },
  {
    // Developers read the local outbox here (docs/magazine.md "Accounts"); never served with a real mail API or off localhost.
    method: "GET",
    path: "/dev/outbox",
    async handle({ url, app }) {
      if (mailProviderFor(app.config).kind !== "outbox" || !LOCAL_HOSTS.has(url.hostname))
        return json({ error: "Not found." }, { status: 404 });
      const { to } = parseOrThrow(
        v.object({ to: v.pipe(v.string(accountTexts.invalidEmail), v.check(isValidEmail, accountTexts.invalidEmail)) }),
        queryOf(url),
      );
      return json({ mails: await outboxFor(app.db, to) }, { headers: PRIVATE });
    },
  },
];
