import { NEWSLETTER_MESSAGES } from "#machines/rules/newsletter/newsletterTexts";

/** Account texts: the words of the account forms, for browser and server alike. */
export const accountTexts = {
  signInHeading: "SIGN IN",
  registerHeading: "REGISTER",
  signOutHeading: "SIGN OUT",
  signOutQuestion: "Do you want to sign out?",
  signOut: "Sign out",
  usernameOrEmail: "Username or email",
  password: "Password",
  forgotPassword: "Forgot your password",
  submit: "Submit",
  registerHere: "Register here",
  continue: "continue",
  emptyEmail: "Please enter an email or username.",
  invalidEmail: "Please enter a valid email.",
  /** Beside the e-mail on the steps that follow it: back to the e-mail step, the address kept to correct. */
  changeEmail: "Change e-mail",
  shortPassword: "Your password must be at least 8 characters long.",
  passwordsDiffer: "Your passwords do not match.",
  passwordsDifferSignIn: "The passwords do not match.",
  angleBrackets: "The characters <> are not allowed.",
  captcha: "Please complete the captcha challenge.",
  /** A captcha answered, but not rightly: a new challenge is shown. */
  /** The footer's sign-up reached without JavaScript (no captcha in the footer): not an error, the next step. */
  newsletterCaptchaStep: "One more step: answer the question below to finish signing up.",
  captchaWrong: "That answer to the captcha is not right. Please answer the new one.",
  loginFailed: "You have entered an invalid username or password. Please try again.",
  networkError: "There was an error processing your request.",
  emptyPassword: "Please enter your password.",
  recoverySent:
    "A confirmation e-mail has been sent. Please follow the instructions in it to reset your password. If it does not arrive, write to circulation support at",
  subscriberActivate: "Subscriber? Activate your access",
  subscriberLogin: "Subscriber? Login here",
  registered: "Thank you for registering. You are now signed in.",
  newsletterConfirmed: NEWSLETTER_MESSAGES.confirmed,
  emailTaken: "An account with this e-mail already exists. Please sign in.",
  usernameTaken: "This username is already taken.",
  tooManyTries: "Too many attempts. Please wait 15 minutes and try again.",
  /** After repeated failed sign-ins to one account: its owner can still get in, by completing the captcha. */
  signInCaptcha:
    "There were several failed sign-ins to this account. Please complete the captcha challenge to sign in.",
  resetHeading: "CHOOSE A NEW PASSWORD",
  resetInvalid: "This password reset link has expired or was already used. Please ask for a new one.",
  wrongCurrentPassword: "Your current password is not correct.",
  emailChanged: "Your e-mail address has been changed.",
  passwordChanged: "Your password has been changed.",
  usernameChanged: "Your username has been changed.",
  activated: "Your subscriber access is active: every article on the site is open to you.",
  activationFailed: "We could not find a subscription with this account number and postcode.",
  activationEmpty: "Please enter your account number and postcode.",
} as const;

/**
 * Where a registration came from (the payload's user.origin; the footer sign-up has no password), and
 * where a newsletter sign-up came from (the footer box, or the profile's newsletter choice).
 */
export const REGISTRATION_ORIGINS = { register: "register", footer: "footer-newsletter", profile: "profile" } as const;
