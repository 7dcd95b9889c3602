import { useId } from 'react';
import { ODDS_CHANGE_PREFERENCES, type OddsChangePreference } from '@sportsbook/shared/contracts';
import { ODDS_PREFERENCE_LABEL, ODDS_PREFERENCE_TEXT } from './odds-preference';
import { useOddsPreference } from './use-odds-preference';
import './odds-preference.css';

function isPreference(value: string): value is OddsChangePreference {
  return (ODDS_CHANGE_PREFERENCES as readonly string[]).includes(value);
}

/**
 * The odds-change preference of a signed-in bettor, under the slip's totals. Signed out there is
 * nothing to keep it in, so it is not shown.
 */
export function OddsPreference() {
  const { preference, saving, choose } = useOddsPreference();
  const id = useId();
  if (preference === null) return null;
  return (
    <div className="sb-odds-preference">
      <label className="sb-odds-preference__label" htmlFor={id}>
        {ODDS_PREFERENCE_LABEL}
      </label>
      <select
        id={id}
        className="sb-odds-preference__select"
        value={preference}
        aria-busy={saving}
        onChange={(event) => {
          if (isPreference(event.target.value)) void choose(event.target.value);
        }}
      >
        {ODDS_CHANGE_PREFERENCES.map((option) => (
          <option key={option} value={option}>
            {ODDS_PREFERENCE_TEXT[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
