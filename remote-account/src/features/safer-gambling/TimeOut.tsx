import { useState } from 'react';
import { postTimeOut } from '@sportsbook/shared/api';
import { TIME_OUT_DURATIONS, type TimeOutDuration } from '@sportsbook/shared/contracts';
import { DurationChoices } from './DurationChoices';
import { SaferGamblingFrame } from './SaferGamblingFrame';
import { useSaferGambling } from './use-safer-gambling';

/** Take a Time-out (issue 31): 24 hours to 6 weeks, at once, and not ended early. */
export function TimeOut() {
  const page = useSaferGambling();
  const [duration, setDuration] = useState<TimeOutDuration>('24h');
  return (
    <SaferGamblingFrame title="Take a Time-out" page={page}>
      {() => (
        <form
          className="sb-safer__form"
          onSubmit={(event) => {
            event.preventDefault();
            void page.run(() => postTimeOut(duration));
          }}
        >
          <p className="sb-account-page__notice">
            A time-out starts now and cannot be ended early. During it you can sign in, see your
            balance and history and withdraw, but not bet, deposit, transfer coins or enter a
            prediction.
          </p>
          <DurationChoices
            legend="Length of the time-out"
            choices={TIME_OUT_DURATIONS}
            value={duration}
            onChange={setDuration}
          />
          <button type="submit" className="sb-btn" disabled={page.busy}>
            Start my time-out
          </button>
        </form>
      )}
    </SaferGamblingFrame>
  );
}
