/** `GET /ng/site-notices`: active notices for the notice bar, `{ data: SiteNotice[] }`. */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, SiteNotice } from '@sportsbook/shared/contracts';

export function getSiteNotices(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<SiteNotice[]> }>(`/${API_PATHS.siteNotices}`, async () => ({
    data: await app.site.notices(),
  }));
}
