import * as v from "valibot";
import { noControlCharacters, singleLineText } from "#machines/rules/forms/fieldRules";

/**
 * Account texts and input rules, shared by the account
 * machines (issue 3) and the server actions and /api calls that check the
 * same input.
 */
// The texts live in rules/accountTexts so the shell can show them without valibot.
export { accountTexts, REGISTRATION_ORIGINS } from "./accountTexts";

import { accountTexts } from "./accountTexts";

export const CIRCULATION_EMAIL = "circulation@artmagazine.example";
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 200;

/** What each account field holds, as the shared field rules' messages name it. */
export const ACCOUNT_FIELDS = {
  login: "The e-mail or username",
  password: "Your password",
  captcha: "The captcha answer",
  origin: "The origin",
  username: "Your username",
  accountNumber: "The account number",
  postcode: "The postcode",
} as const;

/** Plain e-mail syntax check (RFC 5322's practical subset): something@domain.tld, without control characters. */
export function isValidEmail(value: string): boolean {
  return (
    value.length <= MAX_EMAIL_LENGTH &&
    /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/u.test(value)
  );
}

// Kept as typed apart from the trim: a stored username may hold runs of spaces.
export const EmailOrUsernameSchema = v.pipe(
  v.string(accountTexts.emptyEmail),
  noControlCharacters(ACCOUNT_FIELDS.login),
  v.trim(),
  v.nonEmpty(accountTexts.emptyEmail),
  v.maxLength(MAX_EMAIL_LENGTH, "The e-mail or username is too long."),
);

export const EmailSchema = v.pipe(
  v.string(accountTexts.invalidEmail),
  v.trim(),
  v.nonEmpty(accountTexts.emptyEmail),
  v.check(isValidEmail, accountTexts.invalidEmail),
);

export const NewPasswordSchema = v.pipe(
  v.string(accountTexts.shortPassword),
  noControlCharacters(ACCOUNT_FIELDS.password),
  v.minLength(MIN_PASSWORD_LENGTH, accountTexts.shortPassword),
  v.maxLength(MAX_PASSWORD_LENGTH, "Your password is too long."),
);

export const CaptchaSchema = v.pipe(
  v.string(accountTexts.captcha),
  noControlCharacters(ACCOUNT_FIELDS.captcha),
  v.trim(),
  v.nonEmpty(accountTexts.captcha),
  v.maxLength(4096, accountTexts.captcha),
);

/** POST /login_check and the /login form: _username, _password, reload. Missing fields read as empty. */
export const LoginSchema = v.object({
  _username: v.optional(EmailOrUsernameSchema, ""),
  _password: v.optional(
    v.pipe(
      v.string(accountTexts.emptyPassword),
      v.nonEmpty(accountTexts.emptyPassword),
      v.maxLength(MAX_PASSWORD_LENGTH, accountTexts.loginFailed),
    ),
    "",
  ),
  reload: v.optional(v.union([v.boolean(), v.picklist(["0", "1", "true", "false"])])),
  // Asked for after repeated failures to one account (the sign-in answer says captchaRequired).
  g_recaptcha_response: v.optional(
    v.pipe(v.string(), noControlCharacters(ACCOUNT_FIELDS.captcha), v.maxLength(4096, accountTexts.captcha)),
    "",
  ),
});

/** POST /user/create: user {email, password?, origin}, g_recaptcha_response. The footer variant has no password. */
export const RegistrationSchema = v.object({
  user: v.object(
    {
      email: v.optional(EmailSchema, ""),
      password: v.optional(NewPasswordSchema),
      origin: v.optional(singleLineText(100, ACCOUNT_FIELDS.origin, "The origin is too long."), ""),
    },
    accountTexts.invalidEmail,
  ),
  g_recaptcha_response: v.optional(CaptchaSchema, ""),
});

/** POST /user/recover: email plus the captcha response. */
export const RecoverySchema = v.object({
  email: v.optional(EmailSchema, ""),
  g_recaptcha_response: v.optional(CaptchaSchema, ""),
});

/** Live check of a new password and its confirmation. Null when fine so far. */
export function passwordProblem(
  password: string,
  confirmation: string,
  variant: "register" | "signIn" = "register",
): string | null {
  if (password.length > 0 && password.length < MIN_PASSWORD_LENGTH) return accountTexts.shortPassword;
  if (confirmation.length >= password.length && confirmation !== password) {
    return variant === "register" ? accountTexts.passwordsDiffer : accountTexts.passwordsDifferSignIn;
  }
  return null;
}

/** The recovery confirmation, with the circulation support address. */
export function recoverySentText(): string {
  return `${accountTexts.recoverySent} ${CIRCULATION_EMAIL}.`;
}

export const UsernameSchema = v.pipe(
  v.string("Please enter a username."),
  singleLineText(40, ACCOUNT_FIELDS.username, "Your username can have at most 40 characters."),
  v.nonEmpty("Please enter a username."),
  v.check((name) => nameProblem(name) === null, accountTexts.angleBrackets),
  // An @ would make a username read as an e-mail at sign-in.
  v.check((name) => !name.includes("@"), "A username cannot contain @."),
);

export const ActivationSchema = v.object({
  accountNumber: v.pipe(
    v.string(accountTexts.activationEmpty),
    singleLineText(20, ACCOUNT_FIELDS.accountNumber, accountTexts.activationFailed),
    v.nonEmpty(accountTexts.activationEmpty),
  ),
  postcode: v.pipe(
    v.string(accountTexts.activationEmpty),
    singleLineText(12, ACCOUNT_FIELDS.postcode, accountTexts.activationFailed),
    v.nonEmpty(accountTexts.activationEmpty),
  ),
});

/** The name field refuses < and >. */
export function nameProblem(name: string): string | null {
  return /[<>]/.test(name) ? accountTexts.angleBrackets : null;
}
