/**
 * The odds-change preference on the slip (issue 32): what the server does when the odds the slip
 * shows have moved by the time the bet arrives. It is kept per bettor on the server; these are
 * the words the slip offers each choice with.
 */
import type { OddsChangePreference } from '@sportsbook/shared/contracts';

export const ODDS_PREFERENCE_LABEL = 'When the odds change';

export const ODDS_PREFERENCE_TEXT: Record<OddsChangePreference, string> = {
  ask: 'Ask me',
  higher: 'Accept higher odds',
  any: 'Accept any odds',
};

/** Shown when the choice could not be saved; the slip shows the saved one again. */
export const ODDS_PREFERENCE_SAVE_FAILED = 'Could not save your odds preference. Please try again.';
