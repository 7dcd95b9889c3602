/**
 * `GET /ng/remote-loads?since=<ISO time>&remote=<name>`: `{ data: RemoteLoadSummary[] }`, page
 * loads and failed page loads per remote version since that time (default: all). Counts only, no
 * visitor data; the release tool's `status` and the canary check read it.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@sportsbook/shared/contracts';
import type { DataEnvelope, RemoteLoadSummary } from '@sportsbook/shared/contracts';
import {
  remoteLoadsQuery,
  remoteLoadsReply,
  SINCE_MESSAGE,
} from '@sportsbook/shared/contracts/wire-schemas';
import type { Static } from '@sportsbook/shared/contracts/wire-schemas';
import { invalidField } from '../http/schemas';
import { queryOf } from '../http/query';
import type { RemoteLoadService } from './remote-load-service';

export { SINCE_MESSAGE };

export function getRemoteLoads(app: FastifyInstance, service: RemoteLoadService): void {
  app.get<{
    Querystring: Static<typeof remoteLoadsQuery>;
    Reply: DataEnvelope<RemoteLoadSummary[]>;
  }>(`/${API_PATHS.remoteLoads}`, queryOf(remoteLoadsQuery, remoteLoadsReply), async (request) => {
    const { since, remote } = request.query;
    const sinceDate = since === undefined ? new Date(0) : new Date(since);
    // The schema checks the form; a month 13 or an hour 99 is caught here.
    if (Number.isNaN(sinceDate.getTime())) throw invalidField('since', SINCE_MESSAGE);
    return { data: await service.summary(sinceDate, remote) };
  });
}
