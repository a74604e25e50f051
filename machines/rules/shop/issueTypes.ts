import type { Image } from "#machines/rules/magazine/imageTypes";
import type { IssueFormat } from "#machines/rules/shop/shop";

/** A print issue as workers/db/issues.ts reads it and the shop and paywall components show it. */

export interface IssueFormatInfo {
  instock: number;
  /** Price in dollars, as the spec's clients read it. */
  price: number;
  priceCents: number;
  label: string;
}

export interface PrintIssue {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  volume: number;
  volume_number: number;
  published: string;
  /** "November 25, 2026", written here so the page carries no date code. */
  publishedText: string;
  isCurrent: boolean;
  path: string;
  purchasePath: string;
  /** Issue images have primary_image {path, path_large}. */
  primary_image: { path: string; path_large: string } | null;
  cover: Image | null;
  formats: Partial<Record<IssueFormat, IssueFormatInfo>>;
  inStock: boolean;
}
