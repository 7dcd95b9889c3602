/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  hostSharedDependencies,
  PROVIDED_ROUTER_MODULE,
  ROUTER_DATA_API,
  sharedDependencies,
} from './federation.cjs';

const hostDir = path.join(__dirname, '..', 'host');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routerExports = Object.keys(require('react-router-dom') as Record<string, unknown>);

/** The names the provided module re-exports (the file is an ES module jest cannot load). */
function providedNames(): string[] {
  const source = readFileSync(PROVIDED_ROUTER_MODULE, 'utf8');
  const match = /export \{([^}]*)\} from 'react-router-dom\/dist\/index\.js';/.exec(source);
  if (!match) throw new Error(`${PROVIDED_ROUTER_MODULE} has no re-export of the package`);
  return match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the react-router-dom the host provides', () => {
  it('re-exports every export of the installed package but the data-router API', () => {
    const expected = routerExports.filter((name) => !ROUTER_DATA_API.includes(name)).sort();
    expect(providedNames().sort()).toEqual(expected);
    expect(providedNames()).toEqual(
      expect.arrayContaining(['BrowserRouter', 'Link', 'NavLink', 'useNavigate', 'useParams']),
    );
  });

  it('leaves out only names the package exports', () => {
    const unknown = ROUTER_DATA_API.filter((name) => !routerExports.includes(name));
    expect(unknown).toEqual([]);
    expect(providedNames().filter((name) => ROUTER_DATA_API.includes(name))).toEqual([]);
  });

  it('is shared under its own name and installed version, a singleton like before', () => {
    const host = hostSharedDependencies(hostDir) as Record<string, Record<string, unknown>>;
    const plain = sharedDependencies(hostDir) as Record<string, Record<string, unknown>>;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { version } = require('react-router-dom/package.json') as { version: string };
    expect(host['react-router-dom']).toEqual({
      ...plain['react-router-dom'],
      import: PROVIDED_ROUTER_MODULE,
      version,
    });
    expect(host['react-router-dom'].singleton).toBe(true);
    const others = (shared: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(shared).filter(([key]) => key !== 'react-router-dom'));
    expect(others(host)).toEqual(others(plain));
  });
});
