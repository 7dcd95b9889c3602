/** The accounts domain's sign-in half: sign-in and token refresh, registration, forgot password, logout. */
import type { FastifyInstance } from 'fastify';
import { postForgotPassword } from './post-forgot-password';
import { postLogout } from './post-logout';
import { postSignup } from './post-signup';
import { postToken } from './post-token';
import { registerRateLimits } from '../http/rate-limits';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  await registerRateLimits(app);
  postToken(app);
  postSignup(app);
  postForgotPassword(app);
  postLogout(app);
}
