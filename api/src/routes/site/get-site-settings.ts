/** `GET /ng/site-settings`: key/value settings (withdraw limits...), `{ data: SiteSetting[] }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, SiteSetting } from '@sportsbook/shared/contracts';

export function getSiteSettings(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<SiteSetting[]> }>(`/${API_PATHS.siteSettings}`, async () => ({
    data: await app.site.settings(),
  }));
}
