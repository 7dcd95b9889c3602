/**
 * `GET /ng/remote-loads?since=<ISO time>&remote=<name>`: `{ data: RemoteLoadSummary[] }`, page
 * loads and failed page loads per remote version since that time (default: all). Counts only, no
 * visitor data; the release tool's `status` and the canary check read it.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, RemoteLoadSummary } from '@sportsbook/shared/contracts';
import { ApiError } from '../../errors';
import type { RemoteLoadService } from '../../remote-loads/remote-load-service';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
export const SINCE_MESSAGE = 'since must be an ISO 8601 UTC time, e.g. 2025-06-01T12:00:00.000Z.';

export const getRemoteLoadsSchema = {
  querystring: {
    type: 'object',
    properties: {
      since: { type: 'string', maxLength: 30 },
      remote: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' },
    },
    additionalProperties: false,
  },
} as const;

interface RemoteLoadsQuery {
  since?: string;
  remote?: string;
}

export function getRemoteLoads(app: FastifyInstance, service: RemoteLoadService): void {
  app.get<{ Querystring: RemoteLoadsQuery; Reply: DataEnvelope<RemoteLoadSummary[]> }>(
    `/${API_PATHS.remoteLoads}`,
    { schema: getRemoteLoadsSchema },
    async (request) => {
      const { since, remote } = request.query;
      const sinceDate = since === undefined ? new Date(0) : new Date(since);
      if (since !== undefined && (!ISO_TIME.test(since) || Number.isNaN(sinceDate.getTime()))) {
        throw new ApiError('VALIDATION_FAILED', SINCE_MESSAGE, {
          fieldErrors: { since: SINCE_MESSAGE },
        });
      }
      return { data: await service.summary(sinceDate, remote) };
    },
  );
}
