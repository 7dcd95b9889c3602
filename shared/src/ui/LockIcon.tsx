/**
 * The padlock shown in place of the odds of a locked market (SPEC sections 2 and 4), drawn with
 * currentColor so it follows the text colour. Decorative: the caller says "locked" in words.
 */
export function LockIcon({ size = 14, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
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
