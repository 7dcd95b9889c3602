import { formatAmount } from '@sportsbook/shared/format';

/** The Possible Win row of a slip's totals (`<dl>`), dimmed while the win is 0. */
export function PossibleWin({ win }: { win: number }) {
  return (
    <div
      className={`sb-slip-totals__row sb-slip-totals__row--win${win === 0 ? ' sb-slip-totals__row--none' : ''}`}
    >
      <dt>Possible Win</dt>
      <dd>{formatAmount(win)}</dd>
    </div>
  );
}
