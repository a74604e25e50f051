/** An ad as workers/db/ads.ts reads it and the ad components draw it. */

export type AdSize = "970" | "750" | "750B" | "750C" | "110" | "415x415" | "tout";

export type AdKind = "display" | "button" | "internal" | "issue";

export interface Ad {
  id: number;
  size: AdSize;
  kind: AdKind;
  section: string;
  name: string;
  src: string;
  url: string;
  width: number;
  height: number;
  frequency: number;
  weight: number;
  issueId: number | null;
}
