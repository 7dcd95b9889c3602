/** The audit trail (filterable), the ledger's health, and the operators (admin). */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@sportsbook/shared/api/attempts';
import type {
  AuditList,
  LedgerHealth as Health,
  OperatorEnrolment,
  OperatorList,
  VerifierRunSummary as VerifierRun,
} from '@sportsbook/shared/contracts';
import { call } from '../api';
import { Coins, DataTable, Feedback, formatTime, ListError, useAction } from '../common';
import { usePolled } from '../use-polled';

export function Audit() {
  const [filter, setFilter] = useState('');
  const list = usePolled<AuditList>(`/audit${filter}`, 'audit');
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const name of ['operator', 'action', 'object']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) query.set(name, value);
    }
    const text = query.toString();
    setFilter(text ? `?${text}` : '');
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit trail</h1>
      <form className="bo-filters" onSubmit={apply}>
        {['operator', 'action', 'object'].map((name) => (
          <span key={name} className="bo-field-inline">
            <label htmlFor={`audit-${name}`}>{name[0]!.toUpperCase() + name.slice(1)}</label>
            <input id={`audit-${name}`} name={name} />
          </span>
        ))}
        <button type="submit">Filter</button>
      </form>
      <ListError error={list.error} />
      {list.data && list.data.records.length === 0 ? <p>No records.</p> : null}
      <DataTable
        label="Audit records"
        columns={['When', 'Who', 'What', 'Object', 'Before', 'After', 'Reason']}
        rows={list.data?.records}
        rowKey={(record) => record.id}
        cells={(record) => (
          <>
            <td>{formatTime(record.created_at)}</td>
            <td>
              {record.operator} ({record.via})
            </td>
            <td>{record.action}</td>
            <td>{record.object}</td>
            <td>
              <code>{JSON.stringify(record.before)}</code>
            </td>
            <td>
              <code>{JSON.stringify(record.after)}</code>
            </td>
            <td>{record.reason ?? ''}</td>
          </>
        )}
      />
    </section>
  );
}

const SOURCES: Record<string, string> = {
  backoffice: 'the back office',
  cli: 'npm run ledger:verify',
  ops: 'ops verify',
};

/** "every invariant holds" or "2 violation(s)". */
const resultOf = (run: VerifierRun) =>
  run.ok ? 'every invariant holds' : `${run.violations} violation(s)`;

/** "from ops verify by night-shift", as far as the run says. */
function ranFrom(run: VerifierRun): string {
  const from = run.source ? ` from ${SOURCES[run.source] ?? run.source}` : '';
  return `${from}${run.ran_by ? ` by ${run.ran_by}` : ''}`;
}

export function LedgerHealth() {
  const health = usePolled<Health>('/ledger-health', null);
  const verify = useAction(health.reload);
  const last = health.data?.last_check;
  return (
    <section aria-labelledby="ledger-title">
      <h1 id="ledger-title">Ledger health</h1>
      <ListError error={health.error} />
      <p className={last && !last.ok ? 'bo-error' : undefined}>
        {last
          ? `Last verified ${formatTime(last.ran_at)}${ranFrom(last)}: ${resultOf(last)}.`
          : 'The verifier has not run yet.'}
      </p>
      <button
        type="button"
        disabled={verify.busy}
        onClick={() => void verify.run('POST', '/ledger-health/verify', {}, 'Verified.')}
      >
        Run the verifier now
      </button>
      <Feedback state={verify} />
      {health.data?.recent_checks?.length ? (
        <>
          <h2>Recent runs</h2>
          <ul aria-label="Recent verifier runs">
            {health.data.recent_checks.map((run, index) => (
              <li key={index}>
                {formatTime(run.ran_at)}
                {ranFrom(run)}: {resultOf(run)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>House accounts</h2>
      <DataTable
        label="House accounts"
        columns={['Account', 'Balance']}
        rows={health.data?.house_accounts}
        rowKey={(account) => account.code}
        cells={(account) => (
          <>
            <td>{account.code}</td>
            <td>
              <Coins value={account.balance} />
            </td>
          </>
        )}
      />
      {health.data ? (
        <p>
          Bettors hold <Coins value={health.data.bettors_total} /> coins in total.
        </p>
      ) : null}
    </section>
  );
}

export function Operators() {
  const list = usePolled<OperatorList>('/operators', null);
  const [enrolment, setEnrolment] = useState<OperatorEnrolment | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      const result = await call<OperatorEnrolment>('POST', '/operators', {
        body: {
          username: String(form.get('username') ?? ''),
          password: String(form.get('password') ?? ''),
          role: String(form.get('role') ?? ''),
        },
      });
      setEnrolment(result.data);
      await list.reload();
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? caught
          : new ApiError('Failed.', { status: null, code: 'UNEXPECTED_RESPONSE' }),
      );
    }
  };
  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">Operators</h1>
      <ul>
        {list.data?.operators.map((row) => (
          <li key={row.id}>
            {row.username} · {row.role} · {row.active ? 'active' : 'disabled'}
          </li>
        ))}
      </ul>
      <h2>Add an operator</h2>
      <form onSubmit={(event) => void create(event)} noValidate>
        <div className="bo-field">
          <label htmlFor="new-operator-username">Username</label>
          <input id="new-operator-username" name="username" autoComplete="off" />
        </div>
        <div className="bo-field">
          <label htmlFor="new-operator-password">Password (12 characters or more)</label>
          <input
            id="new-operator-password"
            name="password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <div className="bo-field">
          <label htmlFor="new-operator-role">Role</label>
          <select id="new-operator-role" name="role" defaultValue="support">
            <option value="admin">admin</option>
            <option value="finance">finance</option>
            <option value="trader">trader</option>
            <option value="support">support</option>
          </select>
        </div>
        {error ? (
          <p className="bo-error" role="alert">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="bo-primary">
          Add operator
        </button>
      </form>
      {enrolment ? (
        <div className="bo-card" role="status">
          <p>
            {enrolment.operator.username} is added. Scan this code in their authenticator app, or
            type the secret <code>{enrolment.totp_secret}</code>.
          </p>
          <img
            src={enrolment.qr_data_url}
            alt={`Enrolment QR code of ${enrolment.operator.username}`}
            width={200}
            height={200}
          />
        </div>
      ) : null}
    </section>
  );
}
