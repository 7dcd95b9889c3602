/** Grey shimmering blocks shown while a list loads. */
export function Skeleton({
  rows = 3,
  height = 72,
  label = 'Loading',
}: {
  rows?: number;
  height?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="sb-skeleton-list">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="sb-skeleton" style={{ height, marginBottom: 10 }} />
      ))}
    </div>
  );
}
