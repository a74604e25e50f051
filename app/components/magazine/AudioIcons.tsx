/**
 * The podcast player's control icons, drawn (a font may lack ⏮ ⏭ ⟲): 20 px,
 * currentColor, hidden from assistive tech since each button carries its label.
 */
const base = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  "aria-hidden": true,
  focusable: false,
} as const;

export function PreviousIcon() {
  return (
    <svg {...base} fill="currentColor">
      <rect x="5" y="5" width="2.2" height="14" />
      <path d="M19 5.5v13L8.5 12z" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg {...base} fill="currentColor">
      <rect x="16.8" y="5" width="2.2" height="14" />
      <path d="M5 5.5v13L15.5 12z" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...base} fill="currentColor">
      <path d="M7 4.5v15L19.5 12z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...base} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" />
      <rect x="14" y="5" width="4" height="14" />
    </svg>
  );
}

export function LoopIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="square">
      <path d="M4 11V9a3 3 0 0 1 3-3h11" />
      <path d="m15 3 3 3-3 3" />
      <path d="M20 13v2a3 3 0 0 1-3 3H6" />
      <path d="m9 21-3-3 3-3" />
    </svg>
  );
}
