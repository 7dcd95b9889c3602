/**
 * `POST /ng/remote-loads` (JSON `RemoteLoadReport`): one page load's versions of the remotes and
 * whether each loaded. Answers 202 `{ data: { recorded } }`. Anyone can post (the page is public),
 * so the body is bounded, names and versions are plain tokens, and each address is limited.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, RemoteLoadReport } from '@sportsbook/shared/contracts';
import { remoteLoadsRecordedReply } from '@sportsbook/shared/contracts/wire-schemas';
import type { RemoteLoadService } from './remote-load-service';
import { byAddress, limiter, rateLimited } from '../http/rate-limits';
import { replyOf } from '../http/schemas';

/** Reports one address may send per rate-limit window (a page load sends one or two). */
export const REPORTS_PER_ADDRESS = 120;
/** Remotes one report may name: far more than the page has. */
export const MAX_REMOTES_PER_REPORT = 20;
export const MAX_ERROR_LENGTH = 300;

export const postRemoteLoadsSchema = {
  body: {
    type: 'object',
    properties: {
      page_load_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
      remotes: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_REMOTES_PER_REPORT,
        items: {
          type: 'object',
          properties: {
            remote: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' },
            version: { type: 'string', pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$' },
            channel: { type: 'string', enum: ['live', 'canary', 'override'] },
            outcome: { type: 'string', enum: ['loaded', 'failed'] },
            error: { type: 'string', maxLength: MAX_ERROR_LENGTH },
          },
          required: ['remote', 'version', 'channel', 'outcome'],
          additionalProperties: false,
        },
      },
    },
    required: ['page_load_id', 'remotes'],
    additionalProperties: false,
  },
  ...replyOf(remoteLoadsRecordedReply),
} as const;

export function postRemoteLoads(app: FastifyInstance, service: RemoteLoadService): void {
  const limits = rateLimited(
    [
      {
        limiter: limiter(app, 'remote-loads', REPORTS_PER_ADDRESS, byAddress),
      },
    ],
    'Too many reports from this address.',
  );
  app.post<{ Body: RemoteLoadReport; Reply: DataEnvelope<{ recorded: number }> }>(
    `/${API_PATHS.remoteLoads}`,
    { schema: postRemoteLoadsSchema, preHandler: limits },
    async (request, reply) => {
      await service.record(request.body);
      reply.status(202);
      return { data: { recorded: request.body.remotes.length } };
    },
  );
}
