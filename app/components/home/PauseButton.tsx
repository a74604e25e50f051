/** The pause control every auto-moving block offers (WCAG 2.2.2). */
export function PauseButton({ paused, onToggle, label }: { paused: boolean; onToggle: () => void; label: string }) {
  return (
    <button
      type="button"
      className="home-pause"
      onClick={onToggle}
      aria-pressed={paused}
      aria-label={`${paused ? "Play" : "Pause"} ${label}`}
      data-testid="pause-control"
    >
      <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
    </button>
  );
}
