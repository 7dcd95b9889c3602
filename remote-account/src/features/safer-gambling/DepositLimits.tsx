import { useState } from 'react';
import { cancelDepositLimit, confirmDepositLimit, postDepositLimit } from '@sportsbook/shared/api';
import {
  DEPOSIT_LIMIT_LABELS,
  coinsText,
  formatUtc,
  type DepositLimitState,
} from '@sportsbook/shared/contracts';
import { SaferGamblingFrame } from './SaferGamblingFrame';
import { useSaferGambling, type SaferGamblingPage } from './use-safer-gambling';

const TITLES = { day: 'Daily limit', week: 'Weekly limit', month: 'Monthly limit' } as const;
const WINDOWS = { day: '24 hours', week: '7 days', month: '30 days' } as const;

function LimitCard({
  limit,
  page,
  now,
}: {
  limit: DepositLimitState;
  page: SaferGamblingPage;
  now: string;
}) {
  const [value, setValue] = useState(limit.limit === null ? '' : coinsText(limit.limit));
  const id = `sb-limit-${limit.period}`;
  const pending = limit.pending;
  const confirmable = pending !== null && pending.confirmable_at <= now;
  return (
    <section className="sb-safer__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sb-safer__card-title">
        {TITLES[limit.period]}
      </h2>
      <p className="sb-safer__facts">
        {limit.limit === null
          ? `No ${DEPOSIT_LIMIT_LABELS[limit.period]} limit.`
          : `${coinsText(limit.limit)} coins in any ${WINDOWS[limit.period]}: ${coinsText(limit.left ?? 0)} left.`}{' '}
        Deposited in the last {WINDOWS[limit.period]}: {coinsText(limit.used)} coins.
      </p>
      {pending && (
        <div className="sb-safer__pending">
          <p>
            {pending.limit === null
              ? 'Removal of this limit'
              : `A raise to ${coinsText(pending.limit)} coins`}{' '}
            is waiting:{' '}
            {confirmable
              ? 'you can confirm it now.'
              : `you can confirm it from ${formatUtc(pending.confirmable_at)}.`}
          </p>
          <div className="sb-safer__actions">
            <button
              type="button"
              className="sb-btn"
              disabled={!confirmable || page.busy}
              onClick={() => void page.run(() => confirmDepositLimit(limit.period))}
            >
              Confirm the change
            </button>
            <button
              type="button"
              className="sb-btn sb-btn--ghost"
              disabled={page.busy}
              onClick={() => void page.run(() => cancelDepositLimit(limit.period))}
            >
              Keep my limit
            </button>
          </div>
        </div>
      )}
      <form
        className="sb-safer__form"
        onSubmit={(event) => {
          event.preventDefault();
          void page.run(() => postDepositLimit(limit.period, value));
        }}
      >
        <div className="sb-field">
          <label className="sb-field__label" htmlFor={id}>
            {TITLES[limit.period]} (coins; empty removes it)
          </label>
          <div className="sb-field__control">
            <input
              id={id}
              className="sb-field__input"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </div>
        </div>
        <button type="submit" className="sb-btn" disabled={page.busy}>
          Save {DEPOSIT_LIMIT_LABELS[limit.period]} limit
        </button>
      </form>
    </section>
  );
}

/**
 * Deposit Limits (issue 31): a daily, weekly and monthly limit over rolling windows. A lower limit
 * applies at once; a higher one, or a removal, waits 24 hours and then the bettor's confirmation.
 */
export function DepositLimits() {
  const page = useSaferGambling();
  return (
    <SaferGamblingFrame title="Deposit Limits" page={page}>
      {(state) => (
        <>
          <p className="sb-account-page__notice">
            A lower limit applies at once. A higher limit, or removing one, waits 24 hours and then
            needs your confirmation here.
          </p>
          <div className="sb-safer__cards">
            {state.deposit_limits.map((limit) => (
              <LimitCard
                key={`${limit.period}:${limit.limit ?? ''}:${limit.pending?.requested_at ?? ''}`}
                limit={limit}
                page={page}
                now={state.server_time}
              />
            ))}
          </div>
        </>
      )}
    </SaferGamblingFrame>
  );
}
