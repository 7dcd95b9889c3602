import { ENDPOINTS_GLOBAL, parseEndpoints, publishEndpoints } from '../contracts/endpoints';
import type * as ApiConfigModule from './config';
import type * as RealtimeConfigModule from '../realtime/config';

type ApiModule = typeof ApiConfigModule;
type RealtimeModule = typeof RealtimeConfigModule;

/** A fresh copy of shared's runtime config modules, as a remote with its own shared has. */
function copyOfShared(): { api: ApiModule; realtime: RealtimeModule } {
  let copy: { api: ApiModule; realtime: RealtimeModule } | undefined;
  jest.isolateModules(() => {
    copy = {
      api: jest.requireActual<ApiModule>('./config'),
      realtime: jest.requireActual<RealtimeModule>('../realtime/config'),
    };
  });
  if (!copy) throw new Error('no copy loaded');
  return copy;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[ENDPOINTS_GLOBAL];
});

describe('the endpoints every copy of shared uses', () => {
  it('are those of npm start when the host published none', () => {
    const { api, realtime } = copyOfShared();
    expect(api.getApiConfig().baseUrl).toBe('http://localhost:8000/');
    expect(realtime.getRealtimeConfig()).toMatchObject({
      wsHost: 'localhost',
      wsPort: 6002,
      forceTLS: false,
      key: 'sportsbook-key',
      authEndpoint: 'http://localhost:8000/broadcasting/auth',
    });
  });

  it('are the published ones in every copy, loaded before or after the host published them', () => {
    const early = copyOfShared();
    publishEndpoints(
      parseEndpoints(
        {
          api: { baseUrl: 'https://bet.example.com/' },
          realtime: { host: 'bet.example.com', tls: true },
        },
        { protocol: 'https:', hostname: 'bet.example.com', origin: 'https://bet.example.com' },
      ),
    );
    const late = copyOfShared();
    for (const copy of [early, late]) {
      expect(copy.api.getApiConfig().baseUrl).toBe('https://bet.example.com/');
      expect(copy.realtime.getRealtimeConfig()).toMatchObject({
        wsHost: 'bet.example.com',
        wsPort: 443,
        forceTLS: true,
        authEndpoint: 'https://bet.example.com/broadcasting/auth',
      });
    }
  });

  it('an override by configureApi stays in the copy that made it', () => {
    const one = copyOfShared();
    const other = copyOfShared();
    one.api.configureApi({ baseUrl: 'http://api.test:9000' });
    one.realtime.configureRealtime({ wsPort: 7000 });
    expect(one.api.getApiConfig().baseUrl).toBe('http://api.test:9000/');
    expect(one.realtime.getRealtimeConfig().wsPort).toBe(7000);
    expect(other.api.getApiConfig().baseUrl).toBe('http://localhost:8000/');
    expect(other.realtime.getRealtimeConfig().wsPort).toBe(6002);
  });
});
