/**
 * A centred spinner with an accessible label. The status role takes no name from its content,
 * so the label is its name too (a screen reader's list of statuses, `getByRole('status', {name})`).
 */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="sb-loader" role="status" aria-live="polite" aria-label={label}>
      <span className="sb-loader__spinner" aria-hidden="true" />
      <span className="sb-visually-hidden">{label}</span>
    </div>
  );
}
