/** Share links: social post (text, source), social share (url, title), mailto (subject, body). */
export const SHARE_WINDOW = { width: 550, height: 450 } as const;
export const SHARE_SOURCE = "Artmagazine";

export function sharePostUrl(url: string, title: string): string {
  const q = new URLSearchParams({ text: `${title} ${url}`, source: SHARE_SOURCE });
  return `https://twitter.com/intent/tweet?${q}`;
}

export function shareUrl(url: string, title: string): string {
  const q = new URLSearchParams({ u: url, t: title });
  return `https://www.facebook.com/sharer/sharer.php?${q}`;
}

export function mailtoUrl(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;
}

/** The features string of a 550x450 share window, centred on the screen. */
export function shareWindowFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - SHARE_WINDOW.height) / 2));
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener`;
}
