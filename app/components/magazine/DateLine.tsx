/** A published date as the server wrote it ("November 25, 2026", or with the time for news), machine-readable too. */
export function DateLine({ iso, text, className = "mag-date" }: { iso: string; text: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {text}
    </time>
  );
}
