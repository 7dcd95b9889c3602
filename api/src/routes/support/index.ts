/** The support domain: the signed-in user's complaints (submit, history). Operators answer with the ops tool. */
import type { FastifyInstance } from 'fastify';
import { getComplainHistory } from './get-complain-history';
import { postSubmitComplain } from './post-submit-complain';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  postSubmitComplain(app);
  getComplainHistory(app);
}
