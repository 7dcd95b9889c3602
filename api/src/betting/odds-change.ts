/**
 * The odds-change preference (issue 32): whether a bet whose slip showed other odds than the
 * market's current ones is placed at the current odds, or refused so the bettor can look again.
 */
import type { OddsChangePreference } from '@sportsbook/shared/contracts';

/**
 * True when the bet is placed at `currentCents` although the slip showed `seenCents`: always when
 * they are equal, and otherwise as the preference says (`higher` takes only a better price).
 */
export function acceptsOdds(
  preference: OddsChangePreference,
  seenCents: number,
  currentCents: number,
): boolean {
  if (seenCents === currentCents) return true;
  switch (preference) {
    case 'any':
      return true;
    case 'higher':
      return currentCents > seenCents;
    case 'ask':
      return false;
  }
}
