/** A centred spinner with an accessible label. */
export function Loader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="sb-loader" role="status" aria-live="polite">
      <span className="sb-loader__spinner" aria-hidden="true" />
      <span className="sb-visually-hidden">{label}</span>
    </div>
  );
}
