import './paged-list.css';

/**
 * A date with its time as a list shows it (`DD/MM/YYYY hh:mm A`, `DD/MM/YYYY, h:mm a`): in a
 * narrow column it wraps between the day and the time only, never inside the time ("10:17" /
 * "pm"). The text is the formatted date unchanged.
 */
export function ListDateTime({ text }: { text: string }) {
  const at = text.indexOf(' ');
  if (at < 0) return <>{text}</>;
  return (
    <>
      <span className="sb-list-date-time">{text.slice(0, at)}</span>{' '}
      <span className="sb-list-date-time">{text.slice(at + 1)}</span>
    </>
  );
}
