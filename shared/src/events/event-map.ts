import type { BetEventDetails } from '../contracts/catalog';

/**
 * The events remotes and the host send each other (DESIGN.md section 3). Add an event only with its
 * payload type here. Payloads are plain JSON: they cross builds of this module on `window`.
 */
export interface SportsbookEventMap {
  /**
   * Sent by sports (an odds button of an open bet); heard by the betslip, which loads and opens.
   * `details` (optional, since shared 2.10.0) is what the button already shows of the pick, in
   * the shape of `GET /ng/event-details/{id}`: a slip of 2.10.0 or later shows it at once and
   * confirms it with that request (the answer wins); an older slip ignores it and a newer slip
   * without it (an older sports remote) works from the id alone, as before.
   */
  'bet:select': { betEventId: number; details?: BetEventDetails };
  /** Sent by the host (logout) and the betslip; heard by the betslip, which empties and closes. */
  'bet:clear': Record<string, never>;
  /** Sent by the host (mobile bar) and the betslip; heard by the host layout and the betslip. */
  'betslip:toggle': { open: boolean };
  /** Sent by betslip, wallet and prediction after coins moved; heard by the host (reloads balance). */
  'coins:changed': { reason: string };
  /** Sent by the host on sign-in and logout; heard by any remote that caches user data. */
  'session:changed': { loggedIn: boolean };
  /**
   * Sent by the API client of any build of shared after it stored a refreshed token pair in the
   * cookies; heard by the host, which mirrors the cookies into the auth state.
   */
  'session:refreshed': Record<string, never>;
  /**
   * Sent by the API client of any build of shared when an authenticated call found no session
   * (neither cookie, or the refresh was refused); heard by the host, which ends the session.
   */
  'session:lost': Record<string, never>;
}

export type SportsbookEventName = keyof SportsbookEventMap;
