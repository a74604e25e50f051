import { SCROLL_OFFSET_PX } from "#machines/rules/shop/subscribeForm";

/**
 * Brings a form field to its reader: the page scrolls it 150 px below the
 * top (as the subscribe form's sections do) and focus moves to it.
 */
export function focusField(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  window.scrollTo({ top: field.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX, behavior: "smooth" });
  field.focus({ preventScroll: true });
}
