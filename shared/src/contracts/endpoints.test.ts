import {
  ENDPOINTS_GLOBAL,
  EndpointsError,
  asHttpOrigin,
  defaultEndpoints,
  parseEndpoints,
  publishEndpoints,
  readEndpointsWire,
  type PageLocation,
} from './endpoints';

const page: PageLocation = {
  protocol: 'https:',
  hostname: 'bet.example.com',
  origin: 'https://bet.example.com',
};

function refusal(value: unknown): string {
  try {
    parseEndpoints(value, page);
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointsError);
    return (error as Error).message;
  }
  throw new Error('the document was accepted');
}

describe('the endpoint document', () => {
  it('an empty document keeps the defaults of npm start: API on :8000, socket on :6002', () => {
    expect(parseEndpoints({}, page)).toEqual({
      api: { baseUrl: 'https://bet.example.com:8000/' },
      realtime: {
        key: 'sportsbook-key',
        wsHost: 'bet.example.com',
        wsPort: 6002,
        forceTLS: false,
        cluster: 'mt1',
        authEndpoint: 'https://bet.example.com:8000/broadcasting/auth',
      },
    });
    expect(parseEndpoints({}, page)).toEqual(defaultEndpoints(page));
  });

  it('reads every field', () => {
    expect(
      parseEndpoints(
        {
          api: { baseUrl: 'https://api.example.com/v1' },
          realtime: {
            key: 'app-key-1',
            host: 'ws-eu.pusher.com',
            port: 8443,
            tls: true,
            cluster: 'eu',
            authEndpoint: 'https://api.example.com/broadcasting/auth',
          },
        },
        page,
      ),
    ).toEqual({
      api: { baseUrl: 'https://api.example.com/v1/' },
      realtime: {
        key: 'app-key-1',
        wsHost: 'ws-eu.pusher.com',
        wsPort: 8443,
        forceTLS: true,
        cluster: 'eu',
        authEndpoint: 'https://api.example.com/broadcasting/auth',
      },
    });
  });

  it('resolves paths against the page origin, and derives what follows from them', () => {
    const endpoints = parseEndpoints({ api: { baseUrl: '/' }, realtime: { tls: true } }, page);
    expect(endpoints.api.baseUrl).toBe('https://bet.example.com/');
    // The auth endpoint follows the API; TLS without a port is 443.
    expect(endpoints.realtime.authEndpoint).toBe('https://bet.example.com/broadcasting/auth');
    expect(endpoints.realtime.wsPort).toBe(443);
    expect(
      parseEndpoints({ realtime: { authEndpoint: '/auth/pusher' } }, page).realtime.authEndpoint,
    ).toBe('https://bet.example.com/auth/pusher');
  });

  it.each([
    [[], 'The endpoint document is not a JSON object.'],
    ['https://x', 'The endpoint document is not a JSON object.'],
    [
      { apiBaseUrl: '/' },
      'The endpoint document has unknown field "apiBaseUrl"; known: api, realtime.',
    ],
    [{ api: '/' }, '"api" must be an object.'],
    [{ realtime: [] }, '"realtime" must be an object.'],
    [{ api: { baseURL: '/' } }, '"api" has unknown field "baseURL"; known: baseUrl.'],
    [
      { realtime: { wsHost: 'a', wsPort: 1 } },
      '"realtime" has unknown fields "wsHost", "wsPort"; known: key, host, port, tls, cluster, authEndpoint.',
    ],
    [{ api: { baseUrl: '' } }, '"api.baseUrl" must be an http(s) URL or a path starting with "/".'],
    [
      { api: { baseUrl: 8000 } },
      '"api.baseUrl" must be an http(s) URL or a path starting with "/".',
    ],
    [
      { api: { baseUrl: 'api.example.com' } },
      '"api.baseUrl" is "api.example.com": not an http(s) URL or a path starting with "/".',
    ],
    [
      { api: { baseUrl: '//evil.example/' } },
      '"api.baseUrl" is "//evil.example/": not an http(s) URL or a path starting with "/".',
    ],
    [
      { api: { baseUrl: 'javascript:alert(1)' } },
      '"api.baseUrl" is "javascript:alert(1)": only http(s) is allowed.',
    ],
    [
      { realtime: { authEndpoint: 'ftp://x/auth' } },
      '"realtime.authEndpoint" is "ftp://x/auth": only http(s) is allowed.',
    ],
    [
      { realtime: { key: '' } },
      '"realtime.key" must be a non-empty string without surrounding spaces.',
    ],
    [
      { realtime: { key: ' k' } },
      '"realtime.key" must be a non-empty string without surrounding spaces.',
    ],
    [
      { realtime: { cluster: 1 } },
      '"realtime.cluster" must be a non-empty string without surrounding spaces.',
    ],
    [
      { realtime: { host: 'wss://ws.example.com' } },
      '"realtime.host" is "wss://ws.example.com": a host name only (no scheme, port or path).',
    ],
    [
      { realtime: { host: 'ws.example.com:6002' } },
      '"realtime.host" is "ws.example.com:6002": a host name only (no scheme, port or path).',
    ],
    [{ realtime: { port: 0 } }, '"realtime.port" must be a whole number from 1 to 65535.'],
    [{ realtime: { port: 65536 } }, '"realtime.port" must be a whole number from 1 to 65535.'],
    [{ realtime: { port: '443' } }, '"realtime.port" must be a whole number from 1 to 65535.'],
    [{ realtime: { port: 44.3 } }, '"realtime.port" must be a whole number from 1 to 65535.'],
    [{ realtime: { tls: 'yes' } }, '"realtime.tls" must be true or false.'],
  ])('refuses %j: %s', (value, message) => {
    expect(refusal(value)).toBe(message);
  });

  it('accepts an IP address or a bracketed IPv6 address as the socket host', () => {
    expect(parseEndpoints({ realtime: { host: '10.0.0.5' } }, page).realtime.wsHost).toBe(
      '10.0.0.5',
    );
    expect(parseEndpoints({ realtime: { host: '[::1]' } }, page).realtime.wsHost).toBe('[::1]');
  });
});

describe('the endpoints wire', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[ENDPOINTS_GLOBAL];
  });

  it('without a published value, reads the defaults for the page', () => {
    expect(readEndpointsWire()).toEqual(
      defaultEndpoints({ protocol: 'http:', hostname: 'localhost', origin: 'http://localhost' }),
    );
  });

  it('reads what the host published, which no page script can change afterwards', () => {
    const published = parseEndpoints({ api: { baseUrl: '/' }, realtime: { tls: true } }, page);
    publishEndpoints(published);
    expect(readEndpointsWire()).toEqual(published);
    expect(() => {
      'use strict';
      (readEndpointsWire().api as { baseUrl: string }).baseUrl = 'https://evil.example/';
    }).toThrow(TypeError);
    expect(readEndpointsWire().api.baseUrl).toBe('https://bet.example.com/');
  });

  it('ignores a value of another shape on the wire', () => {
    (window as unknown as Record<string, unknown>)[ENDPOINTS_GLOBAL] = { api: 'x' };
    expect(readEndpointsWire().api.baseUrl).toBe('http://localhost:8000/');
  });
});

describe('asHttpOrigin', () => {
  it('accepts exactly an http(s) origin, with or without a trailing slash', () => {
    expect(asHttpOrigin('https://bet.example.com')).toBe('https://bet.example.com');
    expect(asHttpOrigin('http://localhost:3001/')).toBe('http://localhost:3001');
    for (const value of [
      '*',
      'bet.example.com',
      'https://bet.example.com/app',
      'ftp://x.example',
    ]) {
      expect(asHttpOrigin(value)).toBeNull();
    }
  });
});
