/** `GET /ng/site-notices`: active notices for the notice bar, `{ data: SiteNotice[] }`. */
import type { FastifyInstance } from 'fastify';
import { siteNoticesReply } from '@sportsbook/shared/contracts/wire-schemas';
import { replyOf } from '../http/schemas';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, SiteNotice } from '@sportsbook/shared/contracts';

export function getSiteNotices(app: FastifyInstance): void {
  app.get<{ Reply: DataEnvelope<SiteNotice[]> }>(
    `/${API_PATHS.siteNotices}`,
    { schema: replyOf(siteNoticesReply) },
    async () => ({
      data: await app.site.notices(),
    }),
  );
}
