/**
 * The guide image viewer's rules: PDFs are not images to show,
 * and the arrows stop at the ends (no wrapping).
 */
export interface ViewerImage {
  path_large: string;
}

/** The images the viewer shows: everything but PDFs. */
export function viewableImages<T extends ViewerImage>(images: readonly T[]): T[] {
  return images.filter((image) => !/\.pdf($|[?#])/i.test(image.path_large));
}

export const canGoBack = (index: number) => index > 0;
export const canGoForward = (index: number, count: number) => index < count - 1;

/** One step back or forward, staying put at the ends. */
export function stepImage(index: number, count: number, step: 1 | -1): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}
