import { apiPath, fetchAnswer, type JsonCall } from "#app/lib/jsonApi";
import type { UserSearchAnswer } from "#machines/emailStep";
import type { TokenCheckAnswer } from "#machines/loginStatus";
import type { RecoverAnswer } from "#machines/recovery";
import type { RegisterAnswer } from "#machines/registration";
import { accountTexts } from "#machines/rules/account/account";
import type { CaptchaSetup } from "#machines/rules/account/captcha";
import type { LoginAnswer, LoginPayload } from "#machines/signIn";

/**
 * The account calls as the browser makes them: the actors the
 * account machines are given. A failed connection throws (the machines show
 * the network message); a refusal answers the server's own text.
 */

/** The status and JSON body of an account call: a refusal carries its own text; a server error (5xx) or a failed connection throws. */
async function answer<T>(url: string, call: JsonCall = {}): Promise<{ ok: boolean; status: number; body: T | null }> {
  const result = await fetchAnswer<T>(url, call);
  if (result.status >= 500) throw new Error(`${url} answered ${result.status}`);
  return result;
}

/** An answer whose body the machine needs whatever the status. */
async function body<T>(url: string, call: JsonCall = {}): Promise<T> {
  const result = await answer<T>(url, call);
  if (result.body === null) throw new Error(`${url} answered ${result.status} without a body`);
  return result.body;
}

export async function searchUser(email: string): Promise<UserSearchAnswer> {
  const { status, body } = await answer<UserSearchAnswer & { error?: string }>(
    `${apiPath()}/user/search?email=${encodeURIComponent(email)}`,
  );
  if (status === 429) return { found: false, valid: false, refusal: body?.error ?? accountTexts.tooManyTries };
  if (status === 400 || !body) return { found: false, valid: false };
  return body;
}

export async function login(payload: LoginPayload): Promise<LoginAnswer> {
  const { ok, body } = await answer<{
    data?: { username: string; email: string };
    error?: string;
    captchaRequired?: boolean;
  }>(`${apiPath()}/login_check`, { method: "POST", body: payload });
  return ok && body?.data
    ? { ok: true, ...body.data }
    : { ok: false, message: body?.error ?? accountTexts.loginFailed, captchaRequired: body?.captchaRequired === true };
}

/** JSON sent as plain text, success read from ok. */
export async function createUser(input: {
  email: string;
  password?: string;
  origin: string;
  captchaToken: string;
}): Promise<RegisterAnswer> {
  const { body } = await answer<{ ok?: boolean; message?: string }>(`${apiPath()}/user/create`, {
    method: "POST",
    bodyAsText: true,
    body: {
      user: { email: input.email, password: input.password, origin: input.origin },
      g_recaptcha_response: input.captchaToken,
    },
  });
  return { ok: body?.ok === true, message: body?.message ?? accountTexts.networkError };
}

export async function recover(input: { email: string; captchaToken: string }): Promise<RecoverAnswer> {
  const { ok, body } = await answer<{ errorMessage?: string }>(`${apiPath()}/user/recover`, {
    method: "POST",
    body: { email: input.email, g_recaptcha_response: input.captchaToken },
  });
  return ok ? {} : { errorMessage: body?.errorMessage ?? accountTexts.networkError };
}

export function tokenCheck(): Promise<TokenCheckAnswer> {
  return body(`${apiPath()}/token_check`, { fresh: true });
}

export function captchaChallenge(): Promise<CaptchaSetup> {
  return body(`${apiPath()}/captcha`, { fresh: true });
}
