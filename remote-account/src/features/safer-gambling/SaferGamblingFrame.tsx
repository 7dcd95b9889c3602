import type { ReactNode } from 'react';
import type { SaferGamblingState } from '@sportsbook/shared/contracts';
import { formatUtc } from '@sportsbook/shared/contracts';
import { EmptyState, ErrorBox, Loader } from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';
import type { SaferGamblingPage } from './use-safer-gambling';
import './safer-gambling.css';

/** A safer-gambling page: its title, the break in force, the last answer, then its content. */
export function SaferGamblingFrame({
  title,
  page,
  children,
}: {
  title: string;
  page: SaferGamblingPage;
  children: (state: SaferGamblingState) => ReactNode;
}) {
  const { load, message, error } = page;
  return (
    <AccountPage title={title}>
      {load.state === 'loading' ? (
        <Loader label="Loading your safer gambling settings" />
      ) : load.state === 'failed' ? (
        <EmptyState text={load.message} />
      ) : (
        <>
          {load.data.play_break && (
            <p className="sb-safer__break">
              {load.data.play_break.kind === 'time-out'
                ? 'You are on a time-out'
                : 'You have excluded yourself'}{' '}
              until {formatUtc(load.data.play_break.until)}. Betting, deposits, predictions and coin
              transfers are paused until then; you can still withdraw.
            </p>
          )}
          <div role="status" className="sb-safer__message">
            {message}
          </div>
          {error && <ErrorBox message={error} />}
          {children(load.data)}
        </>
      )}
    </AccountPage>
  );
}
