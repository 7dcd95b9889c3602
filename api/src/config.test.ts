import path from 'node:path';
import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';
import { loadConfig, loadPusherConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8000,
      publicUrl: 'http://localhost:8000',
      databaseUrl: null,
      databaseSchema: null,
      sqliteBusyTimeoutMs: 5000,
      seed: true,
      simulator: false,
      simulatorTickMs: 3000,
      pusher: {
        appId: 'sportsbook',
        key: 'sportsbook-key',
        secret: 'sportsbook-secret',
        host: '127.0.0.1',
        port: 6002,
        useTLS: false,
      },
    });
    expect(config.sqlitePath).toBe(path.resolve(__dirname, '..', 'data', 'sportsbook.sqlite'));
  });

  it('allows any localhost origin by default, and nothing else', () => {
    const [origin] = loadConfig({}).corsOrigins as [RegExp];
    expect(origin).toBeInstanceOf(RegExp);
    for (const allowed of ['http://localhost:3000', 'http://127.0.0.1:3005', 'http://localhost']) {
      expect(origin.test(allowed)).toBe(true);
    }
    for (const refused of [
      'https://evil.example',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
    ]) {
      expect(origin.test(refused)).toBe(false);
    }
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      PUBLIC_URL: 'https://api.example.com/',
      DATABASE_URL: 'postgres://db/sportsbook',
      DATABASE_SCHEMA: 'sportsbook',
      SQLITE_PATH: 'relative/x.sqlite',
      SQLITE_BUSY_TIMEOUT_MS: '250',
      SEED: 'off',
      SIMULATOR: 'on',
      SIMULATOR_TICK_MS: '500',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      PUSHER_USE_TLS: 'true',
      PUSHER_PORT: '443',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      publicUrl: 'https://api.example.com',
      databaseUrl: 'postgres://db/sportsbook',
      databaseSchema: 'sportsbook',
      sqliteBusyTimeoutMs: 250,
      seed: false,
      simulator: true,
      simulatorTickMs: 500,
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(config.sqlitePath).toBe(path.resolve('relative/x.sqlite'));
    expect(config.pusher).toMatchObject({ useTLS: true, port: 443 });
  });

  it('points the trigger at a hosted Pusher Channels cluster with PUSHER_CLUSTER alone', () => {
    const hosted = {
      NODE_ENV: 'production',
      PUSHER_CLUSTER: 'eu',
      PUSHER_APP_ID: '1234567',
      PUSHER_KEY: 'a1b2c3d4e5f6a7b8c9d0',
      PUSHER_SECRET: 'f'.repeat(32),
    };
    expect(loadPusherConfig(hosted)).toEqual({
      appId: '1234567',
      key: 'a1b2c3d4e5f6a7b8c9d0',
      secret: 'f'.repeat(32),
      host: 'api-eu.pusher.com',
      port: 443,
      useTLS: true,
    });
    // An explicit host or port still wins; without a cluster the embedded server's defaults hold.
    expect(loadPusherConfig({ ...hosted, PUSHER_HOST: 'pusher.internal' }).host).toBe(
      'pusher.internal',
    );
    expect(loadPusherConfig({ PUSHER_CLUSTER: 'mt1', PUSHER_USE_TLS: 'off' })).toMatchObject({
      host: 'api-mt1.pusher.com',
      port: 80,
      useTLS: false,
    });
    expect(loadPusherConfig({})).toMatchObject({ host: '127.0.0.1', port: 6002, useTLS: false });
    expect(() => loadPusherConfig({ PUSHER_CLUSTER: 'eu.pusher.com/x' })).toThrow(
      'PUSHER_CLUSTER must be a cluster name like eu or mt1, got "eu.pusher.com/x".',
    );
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SIMULATOR: 'maybe' }, /SIMULATOR must be on or off/],
    [{ SIMULATOR_TICK_MS: '-5' }, /SIMULATOR_TICK_MS/],
    [{ SQLITE_BUSY_TIMEOUT_MS: 'forever' }, /SQLITE_BUSY_TIMEOUT_MS/],
    [{ DATABASE_SCHEMA: 'x; drop table users' }, /DATABASE_SCHEMA/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV must be development, test or production, got "prod"/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be/],
    [{ TRUST_PROXY: '10.0.0.1, evil.example' }, /TRUST_PROXY must be/],
  ])('refuses %j at start rather than running misconfigured', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('production settings', () => {
  const OWN_SECRET = 'a-secret-of-our-own-32-characters';
  const PRODUCTION = { NODE_ENV: 'production', PUSHER_SECRET: OWN_SECRET };
  const HOW_TO =
    'Make one with `openssl rand -hex 32` and set the same value for the API and the realtime server.';

  it('takes an unset NODE_ENV for development, which seeds the demo user', () => {
    expect(loadConfig({})).toMatchObject({ environment: 'development', seedDemoUser: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ seedDemoUser: true });
  });

  it('never seeds the demo user in production', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      environment: 'production',
      seedDemoUser: false,
    });
  });

  it.each([
    ['unset', {}],
    ['blank', { PUSHER_SECRET: ' ' }],
    ['the development default', { PUSHER_SECRET: 'sportsbook-secret' }],
  ])('refuses to start in production while PUSHER_SECRET is %s, naming it', (_case, env) => {
    const message = `PUSHER_SECRET still has its development default. With NODE_ENV=production, set PUSHER_SECRET to a secret of your own. ${HOW_TO}`;
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
    expect(() => loadPusherConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  it.each([
    ['own-secret', 10],
    ['x'.repeat(31), 31],
    [`   ${'y'.repeat(31)}   `, 31], // the spaces around a setting are not part of it
  ])(
    'refuses in production a PUSHER_SECRET shorter than 32 characters (%s), saying how to make one',
    (secret, length) => {
      const message = `PUSHER_SECRET is ${length} characters long. With NODE_ENV=production it must be at least 32 random characters. ${HOW_TO}`;
      const env = { NODE_ENV: 'production', PUSHER_SECRET: secret };
      expect(() => loadConfig(env)).toThrow(message);
      expect(() => loadPusherConfig(env)).toThrow(message);
    },
  );

  it('accepts in production a secret of 32 characters or more, and any secret outside it', () => {
    expect(OWN_SECRET).toHaveLength(33);
    expect(loadPusherConfig(PRODUCTION).secret).toBe(OWN_SECRET);
    const exactly32 = 'k'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', PUSHER_SECRET: exactly32 }).pusher.secret).toBe(
      exactly32,
    );
    expect(loadPusherConfig({ PUSHER_SECRET: 'short' }).secret).toBe('short');
    expect(loadPusherConfig({ NODE_ENV: 'test', PUSHER_SECRET: 'short' }).secret).toBe('short');
  });

  it('keeps the development Pusher secret outside production', () => {
    expect(loadPusherConfig({}).secret).toBe('sportsbook-secret');
  });

  it("accepts SPEC's first-party OAuth client in production: its secret ships in the browser bundle", () => {
    expect(loadConfig(PRODUCTION).auth).toMatchObject({
      clientId: FIRST_PARTY_CLIENT.id,
      clientSecret: FIRST_PARTY_CLIENT.secret,
    });
  });

  it.each([
    [undefined, false],
    ['off', false],
    ['on', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, loopback, ::1', ['10.0.0.0/8', 'loopback', '::1']],
  ])('reads TRUST_PROXY=%s as %j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('reads REDIS_URL and its key prefix', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisKeyPrefix: 'sportsbook:' });
    expect(
      loadConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'staging:' }),
    ).toMatchObject({ redisUrl: 'redis://cache:6379/2', redisKeyPrefix: 'staging:' });
  });

  it('allows no cross-origin caller in production unless CORS_ORIGINS names the site', () => {
    expect(loadConfig(PRODUCTION).corsOrigins).toEqual([]);
    expect(
      loadConfig({
        ...PRODUCTION,
        CORS_ORIGINS: 'https://bet.example.com, https://www.bet.example.com/',
      }).corsOrigins,
    ).toEqual(['https://bet.example.com', 'https://www.bet.example.com']);
  });

  it.each(['*', 'bet.example.com', 'https://bet.example.com/app', 'ftp://bet.example.com'])(
    'refuses CORS_ORIGINS=%s, which is not a list of origins',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(
        `CORS_ORIGINS must list origins like https://bet.example.com (scheme, host and port only), got "${value.replace(/\/+$/, '')}".`,
      );
    },
  );

  it('trusts exactly the configured proxy in production, never every client', () => {
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual([
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'on' })).toThrow(
      'TRUST_PROXY=on believes any client about its address. With NODE_ENV=production, set TRUST_PROXY to the address of the proxy in front of the API (e.g. 127.0.0.1).',
    );
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
  });
});
