/**
 * Security headers on every kind of response the API gives, and `Cache-Control: no-store` on
 * every answer of a route that needs sign-in.
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildBeforeAll } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, newUser, openMarket, submitBet } from '../../test/session';
import type { TestUser } from '../../test/session';

let t: TestApp;
let user: TestUser;

buildBeforeAll({ env: { BODY_LIMIT_BYTES: '2048' } }, async (app) => {
  t = app;
  user = await newUser(t, 100);
});

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers).toMatchObject({
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  });
}

describe('security headers', () => {
  it.each([
    ['a public list', { method: 'GET', url: '/ng/sports' }, 200],
    ['the health check', { method: 'GET', url: '/health' }, 200],
    ['an unknown route', { method: 'GET', url: '/ng/unknown' }, 404],
    ['a validation failure', { method: 'GET', url: '/ng/match-details/abc' }, 400],
    [
      'a URL that is not valid percent-encoding',
      { method: 'GET', url: '/ng/match-details/%E0%A4%A' },
      400,
    ],
    [
      'an over-long path parameter',
      { method: 'GET', url: `/ng/match-details/${'1'.repeat(150)}` },
      414,
    ],
    ['a missing sign-in', { method: 'GET', url: '/ng/user/coins' }, 401],
    [
      'an unsupported body',
      {
        method: 'POST',
        url: '/ng/signup',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      },
      415,
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/ng/signup',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${'x'.repeat(5000)}`,
      },
      413,
    ],
    [
      'a CORS preflight',
      {
        method: 'OPTIONS',
        url: '/ng/bet-submit',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
      },
      204,
    ],
  ] as const)('are on %s', async (_case, request, status) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('are on the SVG images, which other origins may embed and which may draw but never run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/icons/cricket.svg' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keep the API JSON to its own origin for requests without CORS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/sports' });
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('Cache-Control: no-store', () => {
  const AUTHENTICATED = [
    ['GET', '/ng/user/profile'],
    ['GET', '/ng/user/coins'],
    ['GET', '/ng/user/profile/bet-history'],
    ['GET', '/ng/user/profile/followers'],
    ['POST', '/ng/bet-submit'],
    ['POST', '/broadcasting/auth'],
    ['POST', '/ng/logout'],
  ] as const;

  it.each(AUTHENTICATED)('is on the 401 of %s %s', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(AUTHENTICATED.filter(([method]) => method === 'GET'))(
    'is on the answer of %s %s to a signed-in user',
    async (method, url) => {
      const response = await t.app.inject({ method, url, headers: bearer(user.token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('is on a refused request of a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ng/user/profile/bet-history?page=0',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is on a placed bet', async () => {
    const market = await openMarket(t);
    const response = await submitBet(t, user, {
      bet_event_id: market.events[0]!.id,
      bet_amount: 20,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not needed on the public catalog, which is the same for everyone: it is revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/sports' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
