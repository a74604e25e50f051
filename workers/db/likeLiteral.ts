/** `text` inside a LIKE pattern with ESCAPE '\\': its own %, _ and backslash match themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
