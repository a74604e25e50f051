import { type APIRequestContext, expect, type Locator, type Page } from "./fixtures";
import { withoutPopupAds } from "./magazine-helpers";

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Solves the offline captcha inside `scope`: reads "What is seven plus four?" and types 11. */
export async function solveCaptcha(scope: Locator | Page) {
  const box = scope.getByTestId("captcha");
  const question = (await box.locator("label").textContent()) ?? "";
  await box.locator('input[name="captcha_answer"]').fill(String(answerOf(question)));
}

/** The answer to "What is seven plus four?". */
function answerOf(question: string): number {
  const [, a = "", b = ""] = /What is (\w+) plus (\w+)\?/.exec(question) ?? [];
  return WORDS.indexOf(a) + WORDS.indexOf(b);
}

/**
 * A client address of this test file's own: the server's rate limits count
 * per address, and the local database keeps counting across test runs.
 */
export function ownClientAddress(): Record<string, string> {
  const n = Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1);
  return { "cf-connecting-ip": `10.${n.join(".")}` };
}

/** A fresh account made through POST /api/user/create with a solved challenge. */
export async function registerThroughApi(request: APIRequestContext, name: string, password: string): Promise<string> {
  const email = uniqueEmail(name);
  const { challenge, question } = (await (await request.get("/api/captcha")).json()) as {
    challenge: string;
    question: string;
  };
  const created = await request.post("/api/user/create", {
    headers: { "content-type": "text/plain" },
    data: JSON.stringify({
      user: { email, password, origin: "register" },
      g_recaptcha_response: `${challenge}~${answerOf(question)}`,
    }),
  });
  expect(await created.json()).toMatchObject({ ok: true });
  return email;
}

export function uniqueEmail(name: string): string {
  return `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.org`;
}

/** Asks for a reset link through POST /api/user/recover with a solved challenge. */
export async function requestResetThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const { challenge, question } = (await (await request.get("/api/captcha")).json()) as {
    challenge: string;
    question: string;
  };
  const asked = await request.post("/api/user/recover", {
    data: { email, g_recaptcha_response: `${challenge}~${answerOf(question)}` },
  });
  expect(asked.ok()).toBe(true);
}

/** The newest reset link mailed to an address, from the local outbox. */
export async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { mails } = (await res.json()) as { mails: { body: string }[] };
    const url = /http\S+\/recover\?token=\S+/.exec(mails[0]?.body ?? "")?.[0];
    expect(url).toBeTruthy();
    const parsed = new URL(url!);
    link = parsed.pathname + parsed.search;
  }).toPass({ timeout: 5_000 });
  return link;
}

export async function openHome(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("privacyAccepted", "1"));
  await withoutPopupAds(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Signs a fresh reader in through POST /api/login_check (the browser context keeps the cookie), and
 * serves `path` with "Referrer-Policy: no-referrer": where SIGN OUT returns to must come from the link itself.
 */
export async function signedInWithoutReferer(page: Page, path: string): Promise<void> {
  const email = await registerThroughApi(page.request, "leaver", "a plain password");
  const signIn = await page.request.post("/api/login_check", {
    data: { _username: email, _password: "a plain password" },
  });
  expect(signIn.ok()).toBe(true);
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), "referrer-policy": "no-referrer" } });
  });
}
