import { formatDuration } from '@sportsbook/shared/format';
import { useNow } from './use-now';

/** The match timer refreshes every second (SPEC section 9). */
export const MATCH_TIMER_TICK_MS = 1000;

/**
 * Before the start: "Match Will Start Within" and a countdown; from the start on: "Match Started
 * From" and the elapsed time (SPEC section 4, "Match time").
 */
export function CountdownBanner({ startsAt }: { startsAt: string }) {
  const now = useNow(MATCH_TIMER_TICK_MS);
  const startMs = Date.parse(startsAt);
  if (Number.isNaN(startMs)) return null;
  const started = now >= startMs;
  const label = started ? 'Match Started From' : 'Match Will Start Within';
  // The countdown rounds up so it reads 00:00:00 only at the start; the elapsed time rounds down.
  const value = formatDuration(started ? now - startMs : Math.ceil((startMs - now) / 1000) * 1000);
  return (
    <div
      className={`sb-sports-countdown${started ? ' sb-sports-countdown--started' : ''}`}
      role="timer"
      aria-label={`${label} ${value}`}
    >
      <span className="sb-sports-countdown__label">{label}</span>
      <span className="sb-sports-countdown__value">{value}</span>
    </div>
  );
}
