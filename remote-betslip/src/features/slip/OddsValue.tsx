import { formatOdds } from '@sportsbook/shared/format';
import { LockIcon } from '@sportsbook/shared/ui';
import type { OddsTrend } from './slip-reducer';

const TREND_TEXT: Record<OddsTrend, string> = {
  up: 'odds went up',
  down: 'odds went down',
};

/**
 * Odds to 2 decimals with the up (▲ green) or down (▼ red) mark of the last live change; a locked
 * market shows the lock (and the word "locked" for assistive technology) in place of the odds.
 */
export function OddsValue({
  odds,
  trend,
  locked = false,
}: {
  odds: number;
  trend: OddsTrend | null;
  locked?: boolean;
}) {
  if (locked) {
    return (
      <span className="sb-slip-odds sb-slip-odds--locked">
        <LockIcon className="sb-slip-odds__lock" />
        <span className="sb-visually-hidden">locked</span>
      </span>
    );
  }
  return (
    <span
      className={`sb-slip-odds${trend ? ` sb-slip-odds--${trend}` : ''}`}
      // Re-keyed per value so the flash animation plays on every change.
      key={`${odds}-${trend ?? ''}`}
    >
      {trend && (
        <span className={`sb-slip-trend sb-slip-trend--${trend}`}>
          <span aria-hidden="true">{trend === 'up' ? '▲' : '▼'}</span>
          <span className="sb-visually-hidden">{TREND_TEXT[trend]}</span>
        </span>
      )}
      <span className="sb-slip-odds__value">{formatOdds(odds)}</span>
    </span>
  );
}
