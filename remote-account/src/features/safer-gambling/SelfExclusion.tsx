import { useState } from 'react';
import { clearTokens, postSelfExclusion } from '@sportsbook/shared/api';
import { publish } from '@sportsbook/shared/events';
import {
  DURATION_LABELS,
  SELF_EXCLUSION_DURATIONS,
  type SelfExclusionDuration,
} from '@sportsbook/shared/contracts';
import { DurationChoices } from './DurationChoices';
import { SaferGamblingFrame } from './SaferGamblingFrame';
import { useSaferGambling } from './use-safer-gambling';

/**
 * Self-exclusion (issue 31): 6 months to 5 years, at once, after a confirmation that says it
 * cannot be undone early. The API ends every sign-in of the bettor.
 */
export function SelfExclusion() {
  const page = useSaferGambling();
  const [duration, setDuration] = useState<SelfExclusionDuration>('6m');
  const [confirmed, setConfirmed] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <SaferGamblingFrame title="Self-exclusion" page={page}>
      {() => (
        <form
          className="sb-safer__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!asking) {
              setAsking(true);
              return;
            }
            if (!confirmed) return;
            void page
              .run(() => postSelfExclusion(duration))
              .then((done) => {
                // The API ended every sign-in; the host hears it over the bus and ends this one.
                if (done) {
                  clearTokens();
                  publish('session:lost', {});
                }
              });
          }}
        >
          <p className="sb-account-page__notice">
            Self-exclusion starts at once and signs you out everywhere. Until it ends you cannot
            bet, deposit, transfer coins or enter a prediction; you can sign in to withdraw.
          </p>
          <DurationChoices
            legend="Length of the self-exclusion"
            choices={SELF_EXCLUSION_DURATIONS}
            value={duration}
            onChange={setDuration}
            disabled={asking}
          />
          {asking && (
            <div className="sb-safer__warning">
              <p>
                You are about to exclude yourself for {DURATION_LABELS[duration]}. This cannot be
                undone early: not by you, and not by our staff.
              </p>
              <label className="sb-safer__choice">
                <input
                  type="checkbox"
                  checked={confirmed}
                  onChange={(event) => setConfirmed(event.target.checked)}
                />
                I understand that it cannot be undone early
              </label>
              <button
                type="button"
                className="sb-btn sb-btn--ghost"
                onClick={() => {
                  setAsking(false);
                  setConfirmed(false);
                }}
              >
                Go back
              </button>
            </div>
          )}
          <button type="submit" className="sb-btn" disabled={page.busy || (asking && !confirmed)}>
            {asking ? 'Exclude me now' : 'Continue'}
          </button>
        </form>
      )}
    </SaferGamblingFrame>
  );
}
