import { LockIcon as SharedLockIcon } from '@sportsbook/shared/ui';

/** Small inline icons, drawn with currentColor so they follow the text colour. */

/** The padlock of a locked market (shared with the betslip), with this remote's class. */
export function LockIcon({ size = 14 }: { size?: number }) {
  return <SharedLockIcon size={size} className="sb-sports-icon-lock" />;
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
