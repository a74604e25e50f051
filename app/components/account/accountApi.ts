import type { UserSearchAnswer } from "#machines/emailStep";
import type { TokenCheckAnswer } from "#machines/loginStatus";
import type { RecoverAnswer } from "#machines/recovery";
import type { RegisterAnswer } from "#machines/registration";
import { accountTexts } from "#machines/rules/account/account";
import type { CaptchaSetup } from "#machines/rules/account/captcha";
import type { LoginAnswer } from "#machines/signIn";

/**
 * The account calls as the browser makes them: the actors the
 * account machines are given. A failed connection throws (the machines show
 * the network message); a refusal answers the server's own text.
 */
// The configured api path (API_PATH), published on <html> by the root layout; read per call.
export function apiPath(): string {
  return document.documentElement.dataset.apiPath || "/api";
}

async function answer<T>(res: Response): Promise<T> {
  if (res.status >= 500) throw new Error(`server answered ${res.status}`);
  return (await res.json()) as T;
}

export async function searchUser(email: string): Promise<UserSearchAnswer> {
  const res = await fetch(`${apiPath()}/user/search?email=${encodeURIComponent(email)}`);
  if (res.status === 400) return { found: false, valid: false };
  if (res.status === 429) {
    const body = (await res.json().catch(() => ({}))) as { error?: string };
    return { found: false, valid: false, refusal: body.error ?? accountTexts.tooManyTries };
  }
  return answer(res);
}

export async function login(payload: { _username: string; _password: string; reload: boolean }): Promise<LoginAnswer> {
  const res = await fetch(`${apiPath()}/login_check`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const body = await answer<{ data?: { username: string; email: string }; error?: string }>(res);
  return res.ok && body.data
    ? { ok: true, ...body.data }
    : { ok: false, message: body.error ?? accountTexts.loginFailed };
}

/** JSON sent as plain text, success read from ok. */
export async function createUser(input: {
  email: string;
  password?: string;
  origin: string;
  captchaToken: string;
}): Promise<RegisterAnswer> {
  const body = {
    user: { email: input.email, password: input.password, origin: input.origin },
    g_recaptcha_response: input.captchaToken,
  };
  const res = await fetch(`${apiPath()}/user/create`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8" },
    body: JSON.stringify(body),
  });
  const result = await answer<{ ok?: boolean; message?: string }>(res);
  return { ok: result.ok === true, message: result.message ?? accountTexts.networkError };
}

export async function recover(input: { email: string; captchaToken: string }): Promise<RecoverAnswer> {
  const res = await fetch(`${apiPath()}/user/recover`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: input.email, g_recaptcha_response: input.captchaToken }),
  });
  const result = await answer<{ errorMessage?: string }>(res);
  return res.ok ? {} : { errorMessage: result.errorMessage ?? accountTexts.networkError };
}

export async function tokenCheck(): Promise<TokenCheckAnswer> {
  return answer(await fetch(`${apiPath()}/token_check`, { cache: "no-store" }));
}

export async function captchaChallenge(): Promise<CaptchaSetup> {
  return answer(await fetch(`${apiPath()}/captcha`, { cache: "no-store" }));
}
