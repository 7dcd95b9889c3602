/** The auth domain: sign-in and token refresh, registration, forgot password, logout. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { postForgotPassword } from './post-forgot-password';
import { postLogout } from './post-logout';
import { postSignup } from './post-signup';
import { postToken } from './post-token';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // Only the routes that ask for it are limited (createRateLimit in ./rate-limits).
  await app.register(rateLimit, { global: false });
  postToken(app);
  postSignup(app);
  postForgotPassword(app);
  postLogout(app);
}
