/** The line that places a print issue: "Vol. 65, No. 3". */
export function volumeLine(volume: number, number: number): string {
  return `Vol. ${volume}, No. ${number}`;
}

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** An issue's subtitle, unless it only says its volume line again (then the page shows that line once). */
export function issueSubtitle(subtitle: string | null | undefined, volume: number, number: number): string | null {
  if (!subtitle?.trim()) return null;
  return comparable(subtitle) === comparable(volumeLine(volume, number)) ? null : subtitle;
}
