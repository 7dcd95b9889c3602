/** Small inline icons, drawn with currentColor so they follow the text colour. */

export function LockIcon({ size = 14 }: { size?: number }) {
  return (
    <svg
      className="sb-sports-icon-lock"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon="lock"
    >
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 3.5a1.75 1.75 0 0 1 1 3.19V18.5h-2v-1.81a1.75 1.75 0 0 1 1-3.19Z"
      />
    </svg>
  );
}

export function AllSportsIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z"
        opacity="0.9"
      />
    </svg>
  );
}

/** The pulsing red LIVE badge of a match whose status is LIVE. */
export function LiveBadge() {
  return (
    <span className="sb-sports-live" title="Live now">
      <span className="sb-sports-live__dot" aria-hidden="true" />
      LIVE
    </span>
  );
}
