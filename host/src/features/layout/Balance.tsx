import { formatAmount } from '@sportsbook/shared/format';
import { useSessionSelector } from '@sportsbook/shared/session';
import { CoinIcon } from '../../common/icons';

/**
 * The signed-in user's coin balance (`current_balance`), two decimals, labelled "Coins". It
 * follows the store, which `useBalanceSync` keeps current.
 */
export function Balance({ variant = 'header' }: { variant?: 'header' | 'sheet' }) {
  const balance = useSessionSelector((state) => state.auth.user?.current_balance);
  return (
    <div className={`sb-host-balance sb-host-balance--${variant}`} title="Your coin balance">
      <CoinIcon size={variant === 'header' ? 18 : 20} className="sb-host-balance__icon" />
      <span className="sb-host-balance__text">
        <span className="sb-host-balance__label">Coins</span>
        <span className="sb-host-balance__value" aria-live="polite" data-testid="balance">
          {balance === undefined ? '…' : formatAmount(balance)}
        </span>
      </span>
    </div>
  );
}
