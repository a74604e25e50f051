import { USERNAME_MENU_LENGTH } from "#machines/rules/shell/shellConstants";

/**
 * The username as the header shows it: cut to 10 characters.
 * Cuts by code point so an emoji or accented letter is never split in half.
 */
export function menuUsername(username: string): string {
  return Array.from(username.trim()).slice(0, USERNAME_MENU_LENGTH).join("");
}
