/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import { siteSecurityHeaders, registryOrigins } from './site-headers.cjs';

function directives(headers: Record<string, string>): Record<string, string[]> {
  const policy = headers['Content-Security-Policy'];
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

const inline = "window.__x = fetch('/remotes.json');";
const html = `<!doctype html><script defer src="/main.1a2b3c4d.js"></script><body><script>${inline}</script></body>`;
const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;

const registry = {
  allowOverrides: true,
  overrideOrigins: ['https://qa.example.com'],
  remotes: {
    sports: { version: '1.2.0', manifest: 'https://cdn.example.net/sports/1.2.0/mf-manifest.json' },
    betslip: {
      version: '1.0.0',
      manifest: 'https://bet.example.com/remotes/betslip/1.0.0/mf-manifest.json',
      canary: {
        version: '1.1.0',
        manifest: 'https://canary.example.net/betslip/1.1.0/mf-manifest.json',
        percent: 5,
      },
    },
  },
};

describe('the site HTML security headers', () => {
  it('refuse framing in every mode', () => {
    for (const options of [{}, { dev: true }, { hsts: true, pageScheme: 'https' as const }]) {
      const headers = siteSecurityHeaders(options);
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(directives(headers)['frame-ancestors']).toEqual(["'none'"]);
      expect(directives(headers)['object-src']).toEqual(["'none'"]);
    }
  });

  it('allow scripts from the site, exactly the registry origins and the inline script by its hash', () => {
    const csp = directives(siteSecurityHeaders({ html, registry }));
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://bet.example.com',
      'https://canary.example.net',
      'https://cdn.example.net',
      'https://qa.example.com',
      hash,
    ]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://cdn.example.net']));
  });

  it('leave override origins out when the registry allows no overrides', () => {
    expect(registryOrigins({ ...registry, allowOverrides: false })).not.toContain(
      'https://qa.example.com',
    );
  });

  it('without an endpoint document, allow the API on :8000 and the socket on :6002 of any host (npm start)', () => {
    const csp = directives(siteSecurityHeaders({ html, registry: null, endpoints: null }));
    expect(csp['connect-src']).toEqual(["'self'", 'http://*:8000', 'ws://*:6002']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'http://*:8000']);
  });

  it('with one origin behind a proxy, allow the site itself and wss: to its socket', () => {
    const csp = directives(
      siteSecurityHeaders({
        endpoints: { api: { baseUrl: '/' }, realtime: { host: 'bet.example.com', tls: true } },
        pageScheme: 'https',
      }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'wss://bet.example.com']);
  });

  it('with the API on another host and a hosted socket, allow exactly those', () => {
    const csp = directives(
      siteSecurityHeaders({
        endpoints: {
          api: { baseUrl: 'https://api.example.com/v1/' },
          realtime: {
            host: 'ws-eu.pusher.com',
            port: 8443,
            tls: true,
            authEndpoint: 'https://auth.example.com/broadcasting/auth',
          },
        },
      }),
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://auth.example.com',
      'wss://ws-eu.pusher.com:8443',
    ]);
    expect(csp['img-src']).toContain('https://api.example.com');
  });

  it('send HSTS only when asked (production over HTTPS)', () => {
    expect(siteSecurityHeaders({})['Strict-Transport-Security']).toBeUndefined();
    expect(siteSecurityHeaders({ hsts: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('in development, allow eval source maps and the live-reload socket', () => {
    const csp = directives(siteSecurityHeaders({ dev: true }));
    expect(csp['script-src']).toContain("'unsafe-eval'");
    expect(csp['connect-src']).toContain('ws://localhost:*');
  });

  it('on a local stack, allow any port of this machine besides the registry origins', () => {
    const csp = directives(siteSecurityHeaders({ registry, localOrigins: true }));
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        'https://cdn.example.net',
        'http://localhost:*',
        'http://127.0.0.1:*',
      ]),
    );
    expect(directives(siteSecurityHeaders({ registry }))['script-src']).not.toContain(
      'http://localhost:*',
    );
  });
});
