import { packageOf, parseManifest } from './manifest';
import { manifest } from './test-support';

describe('parseManifest', () => {
  it('reads the name, build version, exposes, shared ranges and entry of a manifest', () => {
    expect(parseManifest(manifest('betslip', '1.0.1'))).toEqual({
      name: 'betslip',
      buildVersion: '1.0.1',
      exposes: ['./Betslip'],
      shared: [
        { name: 'react', version: '19.2.3', requiredVersion: '^19.2.0', singleton: true },
        {
          name: 'react/jsx-runtime',
          version: '19.2.3',
          requiredVersion: '^19.2.0',
          singleton: true,
        },
        {
          name: '@sportsbook/shared/api',
          version: '1.1.0',
          requiredVersion: '^1.1.0',
          singleton: false,
        },
      ],
      entry: 'remoteEntry.js',
    });
  });

  it('puts the entry under its path', () => {
    const body = manifest('betslip', '1.0.1');
    body.metaData.remoteEntry.path = 'static/';
    expect(parseManifest(body).entry).toBe('static/remoteEntry.js');
  });

  it.each([
    ['not an object', []],
    ['no name', { exposes: [] }],
    ['no exposes', { name: 'betslip' }],
    ['no remote entry', { name: 'betslip', exposes: [], metaData: {} }],
  ])('refuses a manifest with %s', (_label, body) => {
    expect(() => parseManifest(body)).toThrow();
  });
});

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@reduxjs/toolkit', '@reduxjs/toolkit'],
    ['@sportsbook/shared/api', '@sportsbook/shared'],
  ])('%s belongs to %s', (name, pkg) => {
    expect(packageOf(name)).toBe(pkg);
  });
});
