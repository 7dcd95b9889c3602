/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AXIOS_FETCH_ADAPTER_STUB,
  esmFederationHostPlugin,
  hostProvidedAliases,
  hostSharedDependencies,
  PROVIDED_ROUTER_MODULE,
  PROVIDED_RTK_MODULE,
  ROUTER_DATA_API,
  RTK_STORE_SETUP_API,
  sharedDependencies,
} from './federation.cjs';

const hostDir = path.join(__dirname, '..', 'host');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routerExports = Object.keys(require('react-router-dom') as Record<string, unknown>);

/** The names a provided module re-exports (the file is an ES module jest cannot load). */
function providedNames(
  file = PROVIDED_ROUTER_MODULE,
  from = /export \{([^}]*)\} from 'react-router-dom\/dist\/index\.js';/,
): string[] {
  const match = from.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no re-export of the package`);
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
      Object.fromEntries(
        Object.entries(shared).filter(
          ([key]) => key !== 'react-router-dom' && key !== '@reduxjs/toolkit',
        ),
      );
    expect(others(host)).toEqual(others(plain));
  });
});

describe('the Redux toolkit the host provides', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const toolkitExports = Object.keys(require('@reduxjs/toolkit') as Record<string, unknown>);
  const names = () =>
    providedNames(
      PROVIDED_RTK_MODULE,
      /export \{([^}]*)\} from '@reduxjs\/toolkit\/dist\/redux-toolkit\.modern\.mjs';/,
    );

  it('re-exports every export of the installed package but the store-setup API', () => {
    const expected = toolkitExports.filter((name) => !RTK_STORE_SETUP_API.includes(name)).sort();
    expect(names().sort()).toEqual(expected);
    expect(names()).toEqual(
      expect.arrayContaining([
        'configureStore',
        'createSlice',
        'createAsyncThunk',
        'combineReducers',
      ]),
    );
  });

  it('leaves out only names the package exports', () => {
    expect(RTK_STORE_SETUP_API.filter((name) => !toolkitExports.includes(name))).toEqual([]);
  });

  it("is shared under its own name and installed version, from the package's ES module file", () => {
    const host = hostSharedDependencies(hostDir) as Record<string, Record<string, unknown>>;
    const plain = sharedDependencies(hostDir) as Record<string, Record<string, unknown>>;
    expect(host['@reduxjs/toolkit']).toEqual({
      ...plain['@reduxjs/toolkit'],
      import: PROVIDED_RTK_MODULE,
      version: toolkitVersion(),
    });
    const [file] = Object.values(hostProvidedAliases(hostDir));
    expect(file).toMatch(/@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit\.modern\.mjs$/);
    expect(() => readFileSync(file)).not.toThrow();
  });
});

/** The installed toolkit's version (its package.json is not in its exports map). */
function toolkitVersion(): string {
  const file = path.join(__dirname, '..', 'node_modules', '@reduxjs', 'toolkit', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe("the host's federation runtime as ES modules", () => {
  type Replace = (data: { request: string }) => void;
  /** The plugin applied to a compiler that has just ModuleFederationPlugin's runtime alias. */
  function applied() {
    const runtimeCjs = require.resolve('@module-federation/runtime');
    let afterPlugins: () => void = () => undefined;
    let replace: Replace = () => undefined;
    let replaced = null as RegExp | null;
    const compiler = {
      options: { resolve: { alias: { '@module-federation/runtime$': runtimeCjs } } },
      hooks: { afterPlugins: { tap: (_name: string, fn: () => void) => (afterPlugins = fn) } },
      webpack: {
        NormalModuleReplacementPlugin: class {
          constructor(test: RegExp, fn: Replace) {
            replaced = test;
            replace = fn;
          }
          apply() {}
        },
      },
    };
    esmFederationHostPlugin({ appDir: hostDir }).apply(compiler as never);
    afterPlugins();
    return { alias: compiler.options.resolve.alias as Record<string, string>, replace, replaced };
  }

  it("points every federation package, and the plugin's own alias, at an ES module file", () => {
    const { alias } = applied();
    expect(alias['@module-federation/runtime$']).toMatch(/runtime[\\/]dist[\\/]index\.js$/);
    for (const name of ['sdk', 'runtime-core', 'webpack-bundler-runtime', 'error-codes']) {
      const file = alias[`@module-federation/${name}$`];
      expect(file).toMatch(/\.m?js$/);
      expect(() => readFileSync(file)).not.toThrow();
    }
    expect(Object.values(alias).filter((file) => file.endsWith('.cjs'))).toEqual([]);
  });

  it('replaces a CommonJS file named by its path with its ES module twin', () => {
    const { replace, replaced } = applied();
    const data = { request: require.resolve('@module-federation/webpack-bundler-runtime') };
    expect(replaced?.test(data.request)).toBe(true);
    replace(data);
    expect(data.request).toMatch(/webpack-bundler-runtime[\\/]dist[\\/]index\.js$/);
    expect(() => readFileSync(data.request)).not.toThrow();
  });
});

describe("the host's axios without its fetch adapter", () => {
  const axiosDir = path.dirname(require.resolve('axios/package.json'));
  const exportsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^export (?:const (\w+)|default)/gm)]
      .map((match) => match[1] ?? 'default')
      .sort();

  it('stands in for a fetch.js with the same exports, of which axios reads getFetch', () => {
    const fetchFile = path.join(axiosDir, 'lib', 'adapters', 'fetch.js');
    expect(exportsOf(AXIOS_FETCH_ADAPTER_STUB)).toEqual(exportsOf(fetchFile));
    const adapters = readFileSync(path.join(axiosDir, 'lib', 'adapters', 'adapters.js'), 'utf8');
    expect(adapters).toContain("import * as fetchAdapter from './fetch.js';");
    expect(adapters).toContain('get: fetchAdapter.getFetch');
  });

  it('keeps xhr first in the default adapters, ahead of fetch', () => {
    const defaults = readFileSync(path.join(axiosDir, 'lib', 'defaults', 'index.js'), 'utf8');
    expect(defaults).toMatch(/adapter: \['xhr', 'http', 'fetch'\]/);
  });
});
