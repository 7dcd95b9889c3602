/**
 * `GET /ng/site-settings`: key/value settings (withdraw limits...), `{ data: SiteSetting[] }`.
 * Issue 32: also `max_multiple_payout`, the most a multiple pays in coins, from the API's config
 * (`MAX_MULTIPLE_PAYOUT`), so the slip shows the cap before submit.
 */
import type { FastifyInstance } from 'fastify';
import { siteSettingsReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS, MAX_MULTIPLE_PAYOUT_SETTING } from '@sportsbook/shared/contracts';
import type { DataEnvelope, SiteSetting } from '@sportsbook/shared/contracts';
import { coinsFromMinor } from '../ledger/coins';

export function getSiteSettings(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<SiteSetting[]> }>(
    `/${API_PATHS.siteSettings}`,
    { schema: replyOf(siteSettingsReply) },
    async () => ({
      data: [
        ...(await app.site.settings()).filter(
          (setting) => setting.key !== MAX_MULTIPLE_PAYOUT_SETTING,
        ),
        {
          key: MAX_MULTIPLE_PAYOUT_SETTING,
          value: String(coinsFromMinor(app.config.maxMultiplePayoutMinor)),
        },
      ],
    }),
  );
}
