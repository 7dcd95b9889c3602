/** The odds-preference feature's public face. */
export { OddsPreference } from './OddsPreference';
export {
  ODDS_PREFERENCE_LABEL,
  ODDS_PREFERENCE_TEXT,
  ODDS_PREFERENCE_SAVE_FAILED,
} from './odds-preference';
