import { useEffect, useMemo, useRef } from 'react';
import { REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import { fetchWithdrawHistory } from '@sportsbook/shared/api';
import type { WithdrawRecord } from '@sportsbook/shared/contracts';
import { formatAmount, formatWithdrawDate } from '@sportsbook/shared/format';
import { LIST_COLUMN_WIDTHS_PX as WIDTHS, PagedList, type ListColumn } from '@sportsbook/shared/ui';
import { StatusBadge } from '../../common/StatusBadge';
import { CoinsSummary } from '../../common/CoinsSummary';
import { WalletPage } from '../../common/WalletPage';
import { amountColumn, dateColumn, useLiveHistory } from '../../common/live-history';
import { useWithdrawCancel, type CancelState } from './use-withdraw-cancel';

export const NO_WITHDRAW_TEXT = 'No Withdraw is Available';

/** The payment method with the payment type the bettor chose, e.g. "BKASH (Agent)". */
export function withdrawMethod(row: WithdrawRecord): string {
  return row.method ? `${row.payment_method} (${row.method})` : row.payment_method;
}

function columns(
  onCancel: (row: WithdrawRecord) => void,
  busy: boolean,
): ListColumn<WithdrawRecord>[] {
  return [
    dateColumn((row) => formatWithdrawDate(row.date)),
    amountColumn((row) => row.withdraw_amount),
    // "BKASH (Personal)" wraps before the type.
    { header: 'Method', cell: withdrawMethod, minWidth: 80 },
    { header: 'To Number', cell: (row) => row.phone_no, minWidth: WIDTHS.phone },
    // WD-000123, never broken at its dash.
    {
      header: 'Reference',
      cell: (row) => <span className="sb-wallet-num">{row.reference}</span>,
      minWidth: 80,
    },
    {
      header: 'Status',
      // A pending withdrawal can be cancelled by its owner (issue 25): the button under its status.
      cell: (row) => (
        <span className="sb-wallet-status-cell">
          <StatusBadge status={row.status} />
          {row.status === 'pending' && (
            <button
              type="button"
              className="sb-btn sb-btn--ghost sb-wallet-row-action"
              aria-label={`Cancel withdrawal ${row.reference}`}
              data-cancel-id={row.id}
              disabled={busy}
              onClick={() => onCancel(row)}
            >
              Cancel
            </button>
          )}
        </span>
      ),
      minWidth: WIDTHS.status,
    },
  ];
}

/**
 * The question before a withdrawal is cancelled, and what came of it. It takes the focus when it
 * appears (its confirming button, or the outcome), so a keyboard user goes on from there; "Keep
 * it" (or Escape) puts the focus back on the row's Cancel button.
 */
function CancelPanel({
  state,
  onConfirm,
  onKeep,
}: {
  state: CancelState;
  onConfirm: (row: WithdrawRecord) => void;
  onKeep: () => void;
}) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.step === 'confirm') confirmButton.current?.focus();
    if (state.step === 'done' || state.step === 'failed') outcome.current?.focus();
  }, [state]);

  if (state.step === 'idle') return null;
  if (state.step === 'done') {
    return (
      <p className="sb-wallet-notice" role="status" tabIndex={-1} ref={outcome}>
        {state.message}
      </p>
    );
  }
  if (state.step === 'failed') {
    return (
      <p
        className="sb-wallet-notice sb-wallet-notice--error"
        role="alert"
        tabIndex={-1}
        ref={outcome}
      >
        {state.message}
      </p>
    );
  }
  const { row } = state;
  return (
    <div
      className="sb-wallet-notice sb-wallet-confirm"
      role="group"
      aria-labelledby="sb-wallet-cancel-question"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onKeep();
      }}
    >
      <p className="sb-wallet-confirm__question" id="sb-wallet-cancel-question">
        Cancel withdrawal {row.reference} of {formatAmount(row.withdraw_amount)} coins? The coins go
        back to your balance.
      </p>
      <button
        type="button"
        className="sb-btn"
        ref={confirmButton}
        disabled={state.step === 'sending'}
        onClick={() => onConfirm(row)}
      >
        Yes, cancel it
      </button>
      <button
        type="button"
        className="sb-btn sb-btn--ghost"
        disabled={state.step === 'sending'}
        onClick={onKeep}
      >
        Keep it
      </button>
    </div>
  );
}

/**
 * /wallet/withdraw-history (SPEC section 2): the bettor's withdrawals, newest first, with the
 * date as DD/MM/YYYY, h:mm a and the status as the server gives it. A pending one has a Cancel
 * button (issue 25): after a confirmation its hold is voided and the coins are back.
 */
export function WithdrawHistoryPage() {
  // A paid or rejected withdrawal's row shows its status at once (WithdrawalUpdated).
  const paged = useLiveHistory(
    fetchWithdrawHistory,
    REALTIME_EVENTS.withdrawalUpdated,
    ({ withdrawal }) => (withdrawal ? [withdrawal] : undefined),
  );
  const cancel = useWithdrawCancel(paged.retry);
  const { state, ask, keep, confirm } = cancel;
  const busy = state.step === 'sending';
  const listColumns = useMemo(() => columns(ask, busy), [ask, busy]);
  const section = useRef<HTMLDivElement>(null);

  const keepIt = () => {
    const id = state.step === 'confirm' ? state.row.id : null;
    keep();
    if (id !== null) {
      section.current?.querySelector<HTMLButtonElement>(`[data-cancel-id="${id}"]`)?.focus();
    }
  };
  return (
    <WalletPage page="withdraw-history">
      <div ref={section}>
        <CoinsSummary />
        <CancelPanel state={state} onConfirm={(row) => void confirm(row)} onKeep={keepIt} />
        <PagedList
          paged={paged}
          columns={listColumns}
          rowKey={(row) => row.id}
          emptyText={NO_WITHDRAW_TEXT}
          label="Withdrawals"
        />
      </div>
    </WalletPage>
  );
}
