/** `GET /health`: `{ status: 'ok' }` when the server can reach its database, else 503. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '../../errors';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: { status: 'ok' } }>('/health', async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      throw new ApiError('INTERNAL', 'The database is unavailable.', {
        statusCode: 503,
        cause: error,
      });
    }
    return { status: 'ok' };
  });
}
