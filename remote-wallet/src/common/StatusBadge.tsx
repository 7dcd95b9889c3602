/** Colour of each status the server gives (SPEC-READINGS.md "Lists and dates"). */
const STATUS_TONES: Record<string, 'pending' | 'good' | 'bad' | 'cancelled'> = {
  pending: 'pending',
  approved: 'good',
  paid: 'good',
  rejected: 'bad',
  // A withdrawal its owner cancelled (issue 25): neither paid nor refused.
  cancelled: 'cancelled',
};

/**
 * A deposit or withdraw status as the server gives it (SPEC section 4: "shown as given"), with a
 * colour of its own; a value the screen does not know is shown as given, in a neutral colour.
 */
export function StatusBadge({ status }: { status: string }) {
  const tone = STATUS_TONES[status.toLowerCase()] ?? 'other';
  return <span className={`sb-wallet-status sb-wallet-status--${tone}`}>{status}</span>;
}
