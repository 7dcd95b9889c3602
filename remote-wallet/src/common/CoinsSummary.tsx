import { formatAmount } from '@sportsbook/shared/format';
import { useCoins } from './use-coins';

/**
 * What of the bettor's coins can be withdrawn and what is held (issue 25): the balance, the
 * withdrawable part (the balance less the reserve), and the coins held out of the balance by
 * pending withdrawals, open bets and prediction entries, so the 600 held for a withdrawal does not
 * simply vanish from view. Shown on the withdraw page and the withdraw history. A server that
 * does not send `withdrawable` and `held` (both optional on the wire) shows nothing here.
 */
export function CoinsSummary() {
  const coins = useCoins();
  if (!coins || coins.withdrawable === undefined || !coins.held) return null;
  const { held } = coins;
  const totalHeld = held.withdrawals + held.bets + held.predictions;
  return (
    <section className="sb-wallet-coins" aria-label="Your coins">
      <dl className="sb-wallet-coins__list">
        <div>
          <dt>Balance</dt>
          <dd className="sb-wallet-num">{formatAmount(coins.current_balance)}</dd>
        </div>
        <div>
          <dt>Withdrawable</dt>
          <dd className="sb-wallet-num">{formatAmount(coins.withdrawable)}</dd>
        </div>
        <div>
          <dt>Held</dt>
          <dd className="sb-wallet-num">{formatAmount(totalHeld)}</dd>
        </div>
      </dl>
      <dl className="sb-wallet-coins__held">
        <div>
          <dt>Pending withdrawals</dt>
          <dd className="sb-wallet-num">{formatAmount(held.withdrawals)}</dd>
        </div>
        <div>
          <dt>Open bets</dt>
          <dd className="sb-wallet-num">{formatAmount(held.bets)}</dd>
        </div>
        <div>
          <dt>Prediction entries</dt>
          <dd className="sb-wallet-num">{formatAmount(held.predictions)}</dd>
        </div>
      </dl>
    </section>
  );
}
