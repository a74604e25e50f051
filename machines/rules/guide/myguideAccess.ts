// Myguide access requires sign-in. Kept apart from guide.ts so the
// shell's navigation can use it without the guide's phone library.
export const MYGUIDE_PATH = "/artguide/myguide";
export const MYGUIDE_SIGN_IN_TEXT = "Sign in to access your myguide.";
