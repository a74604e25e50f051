/** Readers of the registration machine's snapshot (machines/registration.ts), usable without loading xstate. */
interface RegistrationStateLike {
  matches(state: string): boolean;
  context: { email: string };
}

/** The captcha box appears once an e-mail has been typed. */
export function isCaptchaShown(snapshot: RegistrationStateLike): boolean {
  return snapshot.context.email.trim().length > 0;
}

/** While the call runs the footer hides its form. */
export function isRunning(snapshot: RegistrationStateLike): boolean {
  return snapshot.matches("registering") || snapshot.matches("signingIn");
}
