import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8000,
      publicUrl: 'http://localhost:8000',
      databaseUrl: null,
      databaseSchema: null,
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
      seed: false,
      simulator: true,
      simulatorTickMs: 500,
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(config.sqlitePath).toBe(path.resolve('relative/x.sqlite'));
    expect(config.pusher).toMatchObject({ useTLS: true, port: 443 });
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SIMULATOR: 'maybe' }, /SIMULATOR must be on or off/],
    [{ SIMULATOR_TICK_MS: '-5' }, /SIMULATOR_TICK_MS/],
    [{ DATABASE_SCHEMA: 'x; drop table users' }, /DATABASE_SCHEMA/],
  ])('refuses %j at start rather than running misconfigured', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
