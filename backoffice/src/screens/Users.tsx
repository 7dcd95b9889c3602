/**
 * Bettors: search by username, email or phone; profile, balance, safer-gambling state and
 * history, statement, bets, followers; suspend or reactivate, and add a time-out.
 */
import { useState } from 'react';
import type { BettorDetails as Details, FoundBettor as Found } from '@sportsbook/shared/contracts';
import { ApiError } from '@sportsbook/shared/api/attempts';
import { call } from '../api';
import { Coins, DataTable, Feedback, formatTime, useAction } from '../common';
import { SaferGamblingHistory, saferGamblingSummary, TimeOutControl } from '../safer-gambling';
import { usePolled } from '../use-polled';

/** What the signed-in operator may do here (the API refuses the rest with 403 anyway). */
export interface UsersRights {
  changeStatus: boolean;
  addTimeOut: boolean;
}

function UserDetails({ id, rights }: { id: number; rights: UsersRights }) {
  const details = usePolled<Details>(`/users/${id}`, 'users');
  const status = useAction(details.reload);
  const [reason, setReason] = useState('');
  const data = details.data;
  if (!data) return details.error ? <p className="bo-error">{details.error}</p> : <p>Loading…</p>;
  const { profile } = data;
  return (
    <article className="bo-card" aria-labelledby="user-title">
      <h2 id="user-title">
        {profile.username}{' '}
        <span className="bo-badge">{profile.active ? 'Active' : 'Inactive'}</span>
      </h2>
      <p>
        {profile.email} · {profile.phone} · {profile.country ?? '–'} · {profile.club ?? '–'} ·
        joined {formatTime(profile.joined)} · sponsor {profile.sponsor ?? 'none'}
      </p>
      <p>
        Balance <Coins value={data.balance} />
      </p>
      {rights.changeStatus ? (
        <div className="bo-decision">
          <label htmlFor="user-status-reason">Reason for the status change</label>
          <input
            id="user-status-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button
            type="button"
            disabled={status.busy}
            onClick={() =>
              void status.run(
                'POST',
                `/users/${id}/${profile.active ? 'suspend' : 'reactivate'}`,
                { reason },
                profile.active ? 'Suspended.' : 'Reactivated.',
              )
            }
          >
            {profile.active ? 'Suspend' : 'Reactivate'} {profile.username}
          </button>
          <Feedback state={status} />
        </div>
      ) : null}
      <h3>Safer gambling</h3>
      {data.safer_gambling ? (
        <>
          <p>In force: {saferGamblingSummary(data.safer_gambling.state)}.</p>
          {rights.addTimeOut ? (
            <TimeOutControl userId={id} username={profile.username} onDone={details.reload} />
          ) : null}
          <SaferGamblingHistory username={profile.username} history={data.safer_gambling.history} />
        </>
      ) : (
        <p>Not available from this server.</p>
      )}
      <h3>Statement</h3>
      <DataTable
        label="Statement"
        columns={['Date', 'What', 'Amount', 'Balance']}
        rows={data.statement}
        rowKey={(_line, index) => index}
        cells={(line) => (
          <>
            <td>{formatTime(line.date)}</td>
            <td>
              {line.kind} {line.reference}
            </td>
            <td>
              <Coins value={line.amount} />
            </td>
            <td>
              <Coins value={line.balance} />
            </td>
          </>
        )}
      />
      <h3>Bets</h3>
      {data.bets.length === 0 ? <p>No bets.</p> : null}
      <ul>
        {data.bets.map((bet) => (
          <li key={bet.id}>
            {bet.market}: {bet.selection} · stake <Coins value={bet.stake} /> at{' '}
            {bet.odds.toFixed(2)} · {bet.status}
          </li>
        ))}
      </ul>
      <h3>Followers</h3>
      {data.followers.length === 0 ? <p>No followers.</p> : null}
      <ul>
        {data.followers.map((follower) => (
          <li key={follower.id}>{follower.username}</li>
        ))}
      </ul>
    </article>
  );
}

export function Users({ rights }: { rights: UsersRights }) {
  const [found, setFound] = useState<Found[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const search = async (text: string) => {
    setError(null);
    try {
      const result = await call<{ users: Found[] }>('GET', `/users?q=${encodeURIComponent(text)}`);
      setFound(result.data?.users ?? []);
    } catch (caught) {
      setFound(null);
      setError(caught instanceof ApiError ? caught.message : 'The search failed.');
    }
  };
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title">Bettors</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void search(String(new FormData(event.currentTarget).get('q') ?? ''));
        }}
      >
        <label htmlFor="user-search">Username, email or phone</label>
        <input
          id="user-search"
          name="q"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'user-search-error' : undefined}
        />
        <button type="submit">Search</button>
        {error ? (
          <p id="user-search-error" className="bo-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {found && found.length === 0 ? <p>Nobody matches.</p> : null}
      <ul>
        {found?.map((user) => (
          <li key={user.id}>
            <button type="button" className="bo-link" onClick={() => setChosen(user.id)}>
              {user.username}
            </button>{' '}
            {user.email} · {user.phone} · {user.active ? 'Active' : 'Inactive'}
          </li>
        ))}
      </ul>
      {chosen !== null ? <UserDetails key={chosen} id={chosen} rights={rights} /> : null}
    </section>
  );
}
