/**
 * What a browser would send for a form of a server-rendered page, left as it
 * stands: its inputs' values, checked boxes only, each select's selected
 * option (else its first), textareas' text, and the submit button pressed.
 * File inputs are left out (an empty file field sends no file).
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text as the page holds it, with React's character references read back. */
function decoded(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref] ?? whole;
    return String.fromCodePoint(
      ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
    );
  });
}

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decoded(m[1]!) : null;
}

const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(?:=|\\s|/?>)`).test(tag);

/** The form with this data-testid, from its opening tag to its end. */
function formHtml(page: string, testId: string): string {
  const start = page.indexOf(`data-testid="${testId}"`);
  if (start < 0) throw new Error(`The page has no form ${testId}.`);
  const open = page.lastIndexOf("<form", start);
  return page.slice(open, page.indexOf("</form>", start));
}

/** The fields the form would post unchanged, with `button` (name=value) as the button pressed. */
export function unchangedSubmission(page: string, testId: string, button: { name: string; value: string }) {
  const form = formHtml(page, testId);
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input\b[^>]*>/g)) {
    const tag = m[0];
    const name = attribute(tag, "name");
    const type = attribute(tag, "type") ?? "text";
    if (!name || hasAttribute(tag, "disabled") || ["file", "submit", "button", "reset", "image"].includes(type))
      continue;
    if ((type === "checkbox" || type === "radio") && !hasAttribute(tag, "checked")) continue;
    fields[name] = attribute(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
  }
  for (const m of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attribute(m[1]!, "name");
    // A browser drops one newline right after the opening tag.
    if (name && !hasAttribute(m[1]!, "disabled")) fields[name] = decoded(m[2]!.replace(/^\r?\n/, ""));
  }
  for (const m of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attribute(m[1]!, "name");
    if (!name || hasAttribute(m[1]!, "disabled")) continue;
    const options = [...m[2]!.matchAll(/<option\b[^>]*>/g)].map((o) => o[0]);
    const chosen = options.find((o) => hasAttribute(o, "selected")) ?? options[0];
    if (chosen) fields[name] = attribute(chosen, "value") ?? "";
  }
  fields[button.name] = button.value;
  return fields;
}
