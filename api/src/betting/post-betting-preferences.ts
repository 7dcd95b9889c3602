/**
 * `POST /ng/user/betting-preferences` (form: odds_change = ask, higher or any): saves the
 * signed-in bettor's preferences and answers `{ message, data: BettingPreferences }`. Any other
 * value is a 422 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { bettingPreferencesChangeReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, ODDS_CHANGE_PREFERENCES } from '@sportsbook/shared/contracts';
import type {
  BettingPreferencesResponse,
  OddsChangePreference,
} from '@sportsbook/shared/contracts';
import { ApiError } from '../errors';
import { authenticate, currentUser } from '../http/authenticate';
import { formBodySchema } from '../http/form-body';
import type { FormBody } from '../http/form-body';
import { BETTING_PREFERENCES_SAVED_MESSAGE } from './betting-preferences';
import type { BettingPreferencesService } from './betting-preferences';

const FIELDS = ['odds_change'] as const;

export const ODDS_CHANGE_INVALID_MESSAGE = `The odds_change must be one of: ${ODDS_CHANGE_PREFERENCES.join(', ')}.`;

function isOddsChangePreference(value: string): value is OddsChangePreference {
  return (ODDS_CHANGE_PREFERENCES as readonly string[]).includes(value);
}

export function postBettingPreferences(
  app: FastifyInstance,
  preferences: BettingPreferencesService,
): void {
  app.post<{
    Body: FormBody<(typeof FIELDS)[number]> | undefined;
    Reply: BettingPreferencesResponse;
  }>(
    `/${API_PATHS.bettingPreferences}`,
    {
      schema: { body: formBodySchema(FIELDS), ...replyOf(bettingPreferencesChangeReply) },
      onRequest: authenticate(app),
    },
    async (request) => {
      const value = request.body?.odds_change?.trim() ?? '';
      if (!isOddsChangePreference(value)) {
        throw new ApiError('VALIDATION_FAILED', ODDS_CHANGE_INVALID_MESSAGE, {
          fieldErrors: { odds_change: ODDS_CHANGE_INVALID_MESSAGE },
          statusCode: 422,
        });
      }
      const data = await preferences.save(currentUser(request).id, { odds_change: value });
      return { message: BETTING_PREFERENCES_SAVED_MESSAGE, data };
    },
  );
}
