import { useState } from 'react';
import { postRealityCheck } from '@sportsbook/shared/api';
import { REALITY_CHECK_INTERVALS } from '@sportsbook/shared/contracts';
import { SaferGamblingFrame } from './SaferGamblingFrame';
import { useSaferGambling } from './use-safer-gambling';

/** Reality Check (issue 31): a reminder every 15, 30 or 60 minutes of a session, or none. */
export function RealityCheckSetting() {
  const page = useSaferGambling();
  // The choice shows at once; a refusal puts back the server's.
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <SaferGamblingFrame title="Reality Check" page={page}>
      {(state) => (
        <fieldset className="sb-safer__choices">
          <legend className="sb-field__label">Remind me how long I have played</legend>
          {REALITY_CHECK_INTERVALS.map((minutes) => (
            <label key={minutes} className="sb-safer__choice">
              <input
                type="radio"
                name="reality-check"
                value={minutes}
                checked={(choice ?? state.reality_check_minutes) === minutes}
                disabled={page.busy}
                onChange={() => {
                  setChoice(minutes);
                  void page
                    .run(() => postRealityCheck(minutes))
                    .then((saved) => {
                      if (!saved) setChoice(null);
                    });
                }}
              />
              {minutes === 0 ? 'Off' : `Every ${minutes} minutes`}
            </label>
          ))}
        </fieldset>
      )}
    </SaferGamblingFrame>
  );
}
