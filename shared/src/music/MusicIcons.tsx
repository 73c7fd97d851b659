/** Decorative icons: the buttons carry their names in aria-label. */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function PlayIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M5 6.2v11.6a1 1 0 0 0 1.55.83L15 13v5h2.5V6H15v5L6.55 5.37A1 1 0 0 0 5 6.2Z" />
    </svg>
  );
}
