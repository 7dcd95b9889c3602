import { useCallback, useState } from 'react';
import { ApiError, postWithdrawCancel } from '@sportsbook/shared/api';
import type { WithdrawCancelRequest, WithdrawRecord } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import { useMoneyAttempts } from '../../common/use-money-attempts';

export const CANCEL_DONE_DEFAULT = 'Your withdrawal has been cancelled.';
export const CANCEL_FAILED_DEFAULT = 'The withdrawal could not be cancelled. Please try again.';

/** Where cancelling a withdrawal stands: nothing asked, asked (confirm), sending, done or refused. */
export type CancelState =
  | { step: 'idle' }
  | { step: 'confirm'; row: WithdrawRecord }
  | { step: 'sending'; row: WithdrawRecord }
  | { step: 'done'; message: string }
  | { step: 'failed'; row: WithdrawRecord; message: string };

/**
 * Cancelling one of the bettor's pending withdrawals (issue 25): a press of a row's Cancel asks
 * first; the confirmation sends `POST withdraw-cancel` with one idempotency key per attempt (a
 * retry of an unknown outcome sends the same key, so the hold is voided once). On success the
 * coins are back: `coins:changed` reloads the header's balance and the list. A refusal (already
 * paid, rejected or cancelled meanwhile) says the server's words and reloads the list too.
 */
export function useWithdrawCancel(reload: () => void) {
  const attempts = useMoneyAttempts<WithdrawCancelRequest>();
  const [state, setState] = useState<CancelState>({ step: 'idle' });

  const ask = useCallback((row: WithdrawRecord) => setState({ step: 'confirm', row }), []);
  const keep = useCallback(() => setState({ step: 'idle' }), []);
  const confirm = useCallback(
    async (row: WithdrawRecord) => {
      setState({ step: 'sending', row });
      try {
        const message = await attempts.send({ id: String(row.id) }, postWithdrawCancel);
        setState({ step: 'done', message: message ?? CANCEL_DONE_DEFAULT });
        publish('coins:changed', { reason: 'withdraw-cancel' });
      } catch (error) {
        // A refusal (a 4xx, or no session) says the client's or the server's words and reloads
        // the list (the row may have changed meanwhile); a lost answer says the default. Whether
        // the attempt's key is kept is `outcomeKnown`'s call, inside `attempts.send`.
        const answered =
          error instanceof ApiError &&
          (error.code === 'UNAUTHENTICATED' || (error.status !== null && error.status < 500));
        const message = answered ? error.message : '';
        setState({ step: 'failed', row, message: message || CANCEL_FAILED_DEFAULT });
        if (answered) reload();
      }
    },
    [attempts, reload],
  );
  return { state, ask, keep, confirm };
}
