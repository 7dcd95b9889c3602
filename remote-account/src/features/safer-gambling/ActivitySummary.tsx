import { useEffect, useState } from 'react';
import { fetchActivitySummary } from '@sportsbook/shared/api';
import { coinsText, type ActivitySummary as Summary } from '@sportsbook/shared/contracts';
import { EmptyState, Loader } from '@sportsbook/shared/ui';
import { AccountPage } from '../../common/AccountPage';
import './safer-gambling.css';

const ROWS = [
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['stakes', 'Stakes'],
  ['returns', 'Returns'],
] as const;

/** Activity Summary (issue 31): deposits, withdrawals, stakes and returns of 7 and 30 days. */
export function ActivitySummary() {
  const [summary, setSummary] = useState<Summary | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchActivitySummary(controller.signal)
      .then(setSummary)
      .catch(() => {
        if (!controller.signal.aborted) setSummary('failed');
      });
    return () => controller.abort();
  }, []);
  return (
    <AccountPage title="Activity Summary">
      {summary === null ? (
        <Loader label="Loading your activity" />
      ) : summary === 'failed' ? (
        <EmptyState text="Your activity could not be loaded. Please try again!" />
      ) : (
        <dl className="sb-safer__summary">
          {(
            [
              ['Last 7 days', summary.last_7_days],
              ['Last 30 days', summary.last_30_days],
            ] as const
          ).map(([title, totals]) => (
            <div key={title} className="sb-safer__card">
              <dt className="sb-safer__card-title">{title}</dt>
              {ROWS.map(([key, label]) => (
                <dd key={key} className="sb-safer__total">
                  <span>{label}</span>{' '}
                  <span className="sb-account-num">{coinsText(totals[key])}</span>
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </AccountPage>
  );
}
