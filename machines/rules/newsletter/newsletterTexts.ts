/** The footer newsletter sign-up's texts, for the browser and the /newsletter action. */
export const NEWSLETTER_MESSAGES = {
  empty: "Please enter your e-mail address.",
  invalid: "Please enter a valid email.",
  confirmed: "Thank you for signing up. Our newsletter will arrive in your inbox.",
  failed: "There was an error processing your request.",
} as const;
