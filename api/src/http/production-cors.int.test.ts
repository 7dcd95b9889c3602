/**
 * Production over HTTPS (issue 27): CORS answers only the site's own origin(s), named by
 * CORS_ORIGINS, and none when it is unset (the site and the API share one origin behind the
 * proxy); HSTS goes with every answer.
 */
import { build, TEST_PRODUCTION_SECRET, type TestApp } from '../../test/helper';

const PRODUCTION = { NODE_ENV: 'production', PUSHER_SECRET: TEST_PRODUCTION_SECRET };

async function preflight(t: TestApp, origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/ng/sports',
    headers: { origin, 'access-control-request-method': 'GET' },
  });
}

describe('CORS in production', () => {
  it('answers no cross-origin caller when CORS_ORIGINS is unset', async () => {
    const t = await build({ seed: false, env: PRODUCTION });
    try {
      for (const origin of ['http://localhost:3000', 'https://evil.example']) {
        const response = await preflight(t, origin);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
      const health = await t.app.inject({ url: '/health' });
      expect(health.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await t.close();
    }
  });

  it('answers exactly the origins CORS_ORIGINS names', async () => {
    const t = await build({
      seed: false,
      env: { ...PRODUCTION, CORS_ORIGINS: 'https://bet.example.com' },
    });
    try {
      const allowed = await preflight(t, 'https://bet.example.com');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://bet.example.com');
      for (const origin of ['https://evil.example', 'https://bet.example.com.evil.example']) {
        expect((await preflight(t, origin)).headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});
