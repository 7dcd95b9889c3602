/**
 * A bettor's safer gambling as operators read it (issue 31): the state in force in a few words,
 * and the history of every change (what changed, when, from which value to which, by whom),
 * beside a queued request and on the Users screen. An operator can add a time-out there
 * (TimeOutControl); nothing here ends a break: no route of the API does.
 */
import { useState } from 'react';
import {
  DEPOSIT_LIMIT_LABELS,
  DEPOSIT_LIMIT_PERIODS,
  DURATION_LABELS,
  TIME_OUT_DURATIONS,
} from '@sportsbook/shared/contracts';
import type {
  DepositLimitPeriod,
  SaferGamblingChange,
  StateInForce,
  TimeOutDuration,
} from '@sportsbook/shared/contracts';
import { DataTable, Feedback, formatTime, useAction } from './common';

/** The state in force in a few words: a break, then each limit, then the reality check. */
export function saferGamblingSummary(state: StateInForce): string {
  const parts: string[] = [];
  if (state.play_break) {
    parts.push(`${state.play_break.kind} until ${formatTime(state.play_break.until)}`);
  }
  for (const limit of state.deposit_limits) {
    if (limit.limit !== null) {
      parts.push(`${limit.period} deposit limit ${limit.limit} (${limit.left ?? 0} left)`);
    }
    if (limit.pending) {
      const to = limit.pending.limit === null ? 'removal' : `raise to ${limit.pending.limit}`;
      parts.push(`${limit.period} ${to} waiting`);
    }
  }
  if (state.reality_check_minutes > 0) {
    parts.push(`reality check every ${state.reality_check_minutes} min`);
  }
  return parts.length > 0 ? parts.join(', ') : 'no limits or breaks';
}

/** One change in words: what it changed, from which value, to which. */
export interface ChangeInWords {
  what: string;
  from: string;
  to: string;
}

const limitPeriodOf = (subject: string): DepositLimitPeriod | undefined =>
  DEPOSIT_LIMIT_PERIODS.find((period) => subject === `deposit-limit-${period}`);

/** A limit as stored: hundredths of a coin as text; null is no limit. */
const limitText = (value: string | null): string =>
  value === null ? 'no limit' : (Number(value) / 100).toFixed(2);

const durationText = (value: string | null): string =>
  value === null ? '–' : (DURATION_LABELS[value as TimeOutDuration] ?? value);

export function describeChange(change: SaferGamblingChange): ChangeInWords {
  const period = limitPeriodOf(change.subject);
  if (period) {
    const limit = `${DEPOSIT_LIMIT_LABELS[period]} deposit limit`;
    const from = limitText(change.from_value);
    const to = limitText(change.to_value);
    if (change.change === 'requested') {
      const when = change.effective_at
        ? `, confirmable from ${formatTime(change.effective_at)}`
        : '';
      return { what: `${limit}: raise or removal asked${when}`, from, to };
    }
    if (change.change === 'cancelled')
      return { what: `${limit}: waiting change cancelled`, from, to };
    return { what: `${limit} set`, from, to };
  }
  if (change.subject === 'time-out' || change.subject === 'self-exclusion') {
    const what = change.subject === 'time-out' ? 'Time-out' : 'Self-exclusion';
    const until = change.effective_at ? ` until ${formatTime(change.effective_at)}` : '';
    return {
      what: `${what} of ${durationText(change.to_value)}`,
      from:
        change.from_value === null ? 'no break' : `break until ${formatTime(change.from_value)}`,
      to: `${what.toLowerCase()}${until}`,
    };
  }
  if (change.subject === 'reality-check') {
    const minutes = (value: string | null) =>
      value === null || value === '0' ? 'off' : `every ${value} min`;
    return {
      what: 'Reality check',
      from: minutes(change.from_value),
      to: minutes(change.to_value),
    };
  }
  return { what: change.subject, from: change.from_value ?? '–', to: change.to_value ?? '–' };
}

/** Every change, newest first, as a table. */
export function SaferGamblingHistory({
  username,
  history,
}: {
  username: string;
  history: readonly SaferGamblingChange[];
}) {
  if (history.length === 0) return <p>No safer-gambling changes.</p>;
  return (
    <DataTable
      label={`Safer-gambling history of ${username}`}
      columns={['When', 'What', 'From', 'To', 'By']}
      rows={history}
      rowKey={(change) => change.id}
      cells={(change) => {
        const words = describeChange(change);
        return (
          <>
            <td>{formatTime(change.created_at)}</td>
            <td>{words.what}</td>
            <td>{words.from}</td>
            <td>{words.to}</td>
            <td>{change.actor}</td>
          </>
        );
      }}
    />
  );
}

/**
 * Adds a time-out to a bettor (24 hours to 6 weeks), with a reason for the audit trail. It starts
 * at once and never ends early; a longer break in force stays as it is.
 */
export function TimeOutControl({
  userId,
  username,
  onDone,
}: {
  userId: number;
  username: string;
  onDone: () => Promise<void>;
}) {
  const action = useAction(onDone);
  const [duration, setDuration] = useState<TimeOutDuration>('24h');
  const [reason, setReason] = useState('');
  const errorId = (field: string) => `time-out-${field}-error`;
  const fieldError = (field: string) =>
    action.fieldErrors[field] ? (
      <span id={errorId(field)} className="bo-field-error">
        {action.fieldErrors[field]}
      </span>
    ) : null;
  const described = (field: string) =>
    action.fieldErrors[field]
      ? { 'aria-invalid': true, 'aria-describedby': errorId(field) }
      : { 'aria-describedby': 'time-out-note' };
  return (
    <form
      className="bo-decision bo-time-out"
      aria-labelledby="time-out-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(
          'POST',
          `/users/${userId}/time-out`,
          { duration, reason },
          `Time-out of ${DURATION_LABELS[duration]} added for ${username}.`,
        );
      }}
    >
      <h4 id="time-out-title">Add a time-out</h4>
      <p id="time-out-note" className="bo-note">
        It starts now and cannot be ended early, by the bettor or by anyone here. A longer break in
        force stays as it is.
      </p>
      <span className="bo-field-inline">
        <label htmlFor="time-out-duration">Length</label>
        <select
          id="time-out-duration"
          value={duration}
          onChange={(event) => setDuration(event.target.value as TimeOutDuration)}
          {...described('duration')}
        >
          {TIME_OUT_DURATIONS.map((value) => (
            <option key={value} value={value}>
              {DURATION_LABELS[value]}
            </option>
          ))}
        </select>
        {fieldError('duration')}
      </span>
      <span className="bo-field-inline">
        <label htmlFor="time-out-reason">Reason for the time-out</label>
        <input
          id="time-out-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...described('reason')}
        />
        {fieldError('reason')}
      </span>
      <button type="submit" disabled={action.busy}>
        Add time-out to {username}
      </button>
      <Feedback state={action} />
    </form>
  );
}
