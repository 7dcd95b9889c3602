/**
 * Deposits and withdrawals waiting, each with the bettor's balance, recent statement and
 * safer-gambling state and history.
 */
import { useState } from 'react';
import type {
  QueuedBettor as Bettor,
  QueuedDeposit,
  QueuedWithdrawal,
} from '@sportsbook/shared/contracts';
import { Coins, Feedback, formatTime, ListError, useAction } from '../common';
import { SaferGamblingHistory, saferGamblingSummary } from '../safer-gambling';
import { usePolled } from '../use-polled';

function BettorBeside({ bettor }: { bettor: Bettor }) {
  return (
    <div className="bo-bettor">
      <p>
        <strong>{bettor.username}</strong> · balance <Coins value={bettor.balance} /> ·{' '}
        {bettor.active ? 'active' : 'inactive'} · safer gambling:{' '}
        {saferGamblingSummary(bettor.responsible_gambling)}
      </p>
      {bettor.recent_statement.length > 0 ? (
        <ul className="bo-statement" aria-label={`Recent statement of ${bettor.username}`}>
          {bettor.recent_statement.map((line, index) => (
            <li key={index}>
              {formatTime(line.date)} {line.kind} <Coins value={line.amount} /> →{' '}
              <Coins value={line.balance} />
            </li>
          ))}
        </ul>
      ) : null}
      {bettor.responsible_gambling_history?.length ? (
        <details className="bo-history">
          <summary>Safer-gambling history of {bettor.username} (latest changes)</summary>
          <SaferGamblingHistory
            username={bettor.username}
            history={bettor.responsible_gambling_history}
          />
        </details>
      ) : null}
    </div>
  );
}

function Decision({
  kind,
  id,
  approveLabel,
  onDone,
}: {
  kind: 'deposits' | 'withdrawals';
  id: number;
  approveLabel: string;
  onDone: () => Promise<void>;
}) {
  const action = useAction(onDone);
  const [reason, setReason] = useState('');
  const noun = kind === 'deposits' ? 'deposit' : 'withdrawal';
  const reasonId = `${noun}-${id}-reason`;
  return (
    <div className="bo-decision">
      <button
        type="button"
        className="bo-primary"
        disabled={action.busy}
        onClick={() =>
          void action.run('POST', `/${kind}/${id}/approve`, { reason }, `${approveLabel}: done.`)
        }
      >
        {approveLabel} {noun} {id}
      </button>
      <label htmlFor={reasonId}>
        Reason for {noun} {id}
      </label>
      <input
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={action.fieldErrors.reason ? true : undefined}
        aria-describedby={action.fieldErrors.reason ? `${reasonId}-error` : undefined}
      />
      {action.fieldErrors.reason ? (
        <span id={`${reasonId}-error`} className="bo-field-error">
          {action.fieldErrors.reason}
        </span>
      ) : null}
      <button
        type="button"
        disabled={action.busy}
        onClick={() => void action.run('POST', `/${kind}/${id}/reject`, { reason }, 'Rejected.')}
      >
        Reject {noun} {id}
      </button>
      <Feedback state={action} />
    </div>
  );
}

export function Deposits() {
  const list = usePolled<{ deposits: QueuedDeposit[] }>('/deposits', 'deposits');
  return (
    <section aria-labelledby="deposits-title">
      <h1 id="deposits-title">Deposits waiting</h1>
      <ListError error={list.error} />
      {list.data && list.data.deposits.length === 0 ? <p>No deposit is waiting.</p> : null}
      <ul className="bo-cards">
        {list.data?.deposits.map((row) => (
          <li key={row.id} className="bo-card">
            <h2>
              Deposit {row.id}: <Coins value={row.coin_number} /> coins by {row.method}
            </h2>
            <p>
              From {row.phone_from} on {formatTime(row.date)}
            </p>
            <BettorBeside bettor={row.bettor} />
            <Decision kind="deposits" id={row.id} approveLabel="Approve" onDone={list.reload} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Withdrawals() {
  const list = usePolled<{ four_eyes_above: number; withdrawals: QueuedWithdrawal[] }>(
    '/withdrawals',
    'withdrawals',
  );
  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">Withdrawals waiting</h1>
      {list.data ? (
        <p>
          Above <Coins value={list.data.four_eyes_above} /> coins a second operator must confirm the
          first approval.
        </p>
      ) : null}
      <ListError error={list.error} />
      {list.data && list.data.withdrawals.length === 0 ? <p>No withdrawal is waiting.</p> : null}
      <ul className="bo-cards">
        {list.data?.withdrawals.map((row) => (
          <li key={row.id} className="bo-card">
            <h2>
              Withdrawal {row.id} ({row.reference}): <Coins value={row.withdraw_amount} /> coins
            </h2>
            <p>
              To {row.payment_method} {row.payment_type} {row.phone_no} · asked{' '}
              {formatTime(row.date)}
            </p>
            {row.four_eyes ? (
              <p className="bo-warn">
                Four eyes:{' '}
                {row.first_approval
                  ? `approved by ${row.first_approval}, waiting for a second operator`
                  : 'needs two approvals'}
              </p>
            ) : null}
            <BettorBeside bettor={row.bettor} />
            <Decision
              kind="withdrawals"
              id={row.id}
              approveLabel={row.first_approval ? 'Confirm' : 'Approve'}
              onDone={list.reload}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
