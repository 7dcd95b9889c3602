// Build-time federation settings every app uses, so the host and the remotes agree on the shared
// singletons of DESIGN.md section 2. Plain CommonJS: rspack configs load it before any TypeScript.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { createRequire } = require('node:module');

const sharedPackage = require('./package.json');

/** Reads a dependency's declared range from the calling app's package.json. */
function rangeOf(appPackage, name) {
  const range = (appPackage.dependencies || {})[name] || (sharedPackage.dependencies || {})[name];
  if (!range) throw new Error(`${appPackage.name} does not declare ${name}`);
  return range;
}

/**
 * The runtime parts of `@sportsbook/shared`, shared between the host and the remotes with a real
 * semver version and range, never as singletons (docs/shared-code.md): federation gives every app
 * one copy where the ranges agree, and a remote built against a newer shared loads its own. Each
 * app requires `^` the version it was built against. `contracts` and `format` are not here: they
 * are compile-time, and each app bundles what it uses.
 */
const SHARED_RUNTIME_PARTS = ['api', 'events', 'session', 'ui', 'forms', 'realtime'];

/**
 * The `shared` map of ModuleFederationPlugin. React, react-dom, react-router-dom, react-redux and
 * the Redux toolkit are singletons the host provides; React and react-dom are also shared by
 * prefix key (`react/`, `react-dom/`), or `react-dom/client` and the JSX runtime would be bundled
 * twice. No `eager`: every entry has an async boundary, so nothing is consumed before negotiation.
 * yup, which the form schemas of shared's compile-time contracts bundle into every app with a
 * form, is shared by version like shared's runtime parts (not a singleton: stateless, and any
 * copy in range will do), so a remote's form takes the copy the host's sign-in already loaded
 * instead of a second one; an app that imports no schema gets no entry.
 */
function sharedDependencies(appDir) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const single = (name) => ({ singleton: true, requiredVersion: rangeOf(appPackage, name) });
  const runtimeParts = Object.fromEntries(
    SHARED_RUNTIME_PARTS.map((part) => [
      `@sportsbook/shared/${part}`,
      {
        singleton: false,
        version: sharedPackage.version,
        requiredVersion: `^${sharedPackage.version}`,
      },
    ]),
  );
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router-dom': single('react-router-dom'),
    'react-redux': single('react-redux'),
    '@reduxjs/toolkit': single('@reduxjs/toolkit'),
    yup: { singleton: false, requiredVersion: rangeOf(appPackage, 'yup') },
    ...runtimeParts,
  };
}

/**
 * react-router-dom's data-router API: the exports that create or render a data router, or that
 * only work under one (each throws "must be used within a data router" elsewhere). The host
 * routes with a declarative `<BrowserRouter>` and never creates a data router, so under it these
 * could never work in any app; the host provides react-router-dom without them
 * (`hostSharedDependencies`), which leaves `createRouter` and the loaders, actions and fetchers
 * of the router core out of the first screen (26.7 -> 11.4 KB gz, issue 12). The lint refuses an
 * app that imports one (eslint.config.mjs), so a remote cannot come to rely on them.
 */
const ROUTER_DATA_API = [
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'RouterProvider',
  'Form',
  'ScrollRestoration',
  'UNSAFE_useScrollRestoration',
  'UNSAFE_useRouteId',
  'useActionData',
  'useBlocker',
  'unstable_usePrompt',
  'useFetcher',
  'useFetchers',
  'useLoaderData',
  'useMatches',
  'useNavigation',
  'useRevalidator',
  'useRouteError',
  'useRouteLoaderData',
  'useSubmit',
  'useViewTransitionState',
];

/** The module the host provides as `react-router-dom` (see the file). */
const PROVIDED_ROUTER_MODULE = path.join(__dirname, 'provided', 'react-router-dom.js');

/**
 * The Redux toolkit's store-setup API: what only takes effect when a store is created with it
 * (its middleware, enhancers or root reducer) or under such a middleware. DESIGN.md section 3:
 * the host creates the one store and remotes read it (a standalone remote's dev store is made by
 * shared's session, from the same slices), so under the host none of these could ever work in
 * any app: the listener middleware and its actions, the dynamic middleware, `combineSlices` (a
 * root reducer made of slices injected later), and the development-only checks' middlewares and
 * helpers. The host provides the toolkit without them (`hostSharedDependencies`): 2.7 KB gz of the
 * first screen (issue 33). The lint refuses an app that imports one (eslint.config.mjs).
 * `createAsyncThunk`, the entity adapter, selectors and `prepareAutoBatched` (the host's store
 * has the auto-batch enhancer) stay: a slice of any app can use them.
 */
const RTK_STORE_SETUP_API = [
  'createListenerMiddleware',
  'addListener',
  'removeListener',
  'clearAllListeners',
  'TaskAbortError',
  'createDynamicMiddleware',
  'combineSlices',
  'createImmutableStateInvariantMiddleware',
  'createSerializableStateInvariantMiddleware',
  'createActionCreatorInvariantMiddleware',
  'findNonSerializableValue',
  'isImmutableDefault',
  'isPlain',
];

/** The module the host provides as `@reduxjs/toolkit` (see the file). */
const PROVIDED_RTK_MODULE = path.join(__dirname, 'provided', 'reduxjs-toolkit.js');
/** How that module names the toolkit's ES module file (an alias resolves it). */
const RTK_ESM_REQUEST = '@reduxjs/toolkit/dist/redux-toolkit.modern.mjs';

/**
 * The host's resolve aliases for the modules it provides: the Redux toolkit's ES module file,
 * which its exports map does not list by path (the package's `import` entry, found beside the
 * CommonJS one `require` resolves).
 */
function hostProvidedAliases(appDir) {
  const esm = path.join(packageDir(appDir, '@reduxjs/toolkit'), 'dist', 'redux-toolkit.modern.mjs');
  if (!fs.existsSync(esm)) throw new Error(`The Redux toolkit has no ${esm}.`);
  return { [`${RTK_ESM_REQUEST}$`]: esm };
}

/**
 * The host's `shared` map: `sharedDependencies`, with react-router-dom provided without its
 * data-router API (ROUTER_DATA_API) and the Redux toolkit without its store-setup API
 * (RTK_STORE_SETUP_API). The versions are the installed packages', so every remote's range is
 * judged as before. The host's build needs `hostProvidedAliases` to resolve them.
 */
function hostSharedDependencies(appDir) {
  const shared = sharedDependencies(appDir);
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: PROVIDED_ROUTER_MODULE,
    version: installedVersion(appDir, 'react-router-dom'),
  };
  shared['@reduxjs/toolkit'] = {
    ...shared['@reduxjs/toolkit'],
    import: PROVIDED_RTK_MODULE,
    version: installedVersion(appDir, '@reduxjs/toolkit'),
  };
  return shared;
}

/** The folder of a package as installed for `appDir` (its package.json may not be exported). */
function packageDir(appDir, name) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(requireFromApp.resolve(name));
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate) && JSON.parse(fs.readFileSync(candidate, 'utf8')).name === name) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed ${name} for ${appDir}.`);
}

/** The version of a package as installed for `appDir` (its package.json may not be exported). */
function installedVersion(appDir, name) {
  const file = path.join(packageDir(appDir, name), 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** Name of the file a host build writes beside its index.html (see hostContractPlugin). */
const HOST_CONTRACT_FILE = 'host-contract.json';

/**
 * What a host build expects of the remotes and what it provides, written beside its index.html
 * as `host-contract.json`: the exposed modules of each remote it routes to (REMOTE_EXPOSES of the
 * contracts it was built with) and the exact version of each shared module it provides. The
 * release tool reads it from the live site and refuses to promote a remote build that lacks a
 * module, or whose singleton ranges this host cannot satisfy; so a host deployed long ago is
 * judged by what it really expects, not by today's sources.
 */
function hostContract({ appDir, remotes }) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const shared = {};
  for (const [key, config] of Object.entries(sharedDependencies(appDir))) {
    if (key.endsWith('/')) continue;
    shared[key] = {
      version: config.version ?? installedVersion(appDir, key),
      singleton: config.singleton === true,
    };
  }
  return {
    format: 1,
    host: { version: appPackage.version },
    remotes,
    shared,
    runtimeGlobals: HOST_RUNTIME_GLOBALS,
  };
}

/** The rspack plugin that emits `host-contract.json` into the host's build. */
function hostContractPlugin({ appDir, remotes }) {
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compiler.hooks.thisCompilation.tap('HostContractPlugin', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'HostContractPlugin', stage }, () => {
          const contract = hostContract({ appDir, remotes });
          compilation.emitAsset(
            HOST_CONTRACT_FILE,
            new RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        });
      });
    },
  };
}

/** What the static server may send compressed: text files, not source maps nor images. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * The rspack plugin that writes a brotli (`.br`) and a gzip (`.gz`) sibling beside every emitted
 * text file of a production build, so the static server (scripts/lib/static-server.mjs) sends
 * them as they are, with no compression per request. Runs after emit, so the federation
 * manifest and the HTML page are compressed too. A sibling larger than its file is not written.
 */
function precompressPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
        const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
        const names = compilation
          .getAssets()
          .map((asset) => asset.name)
          .filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(
          names.map(async (name) => {
            const file = path.join(outputPath, name);
            const content = await fs.promises.readFile(file).catch(() => null);
            if (!content || content.length < 512) return;
            const brotli = zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            const gzip = zlib.gzipSync(content, { level: 9 });
            if (brotli.length < content.length) await fs.promises.writeFile(`${file}.br`, brotli);
            if (gzip.length < content.length) await fs.promises.writeFile(`${file}.gz`, gzip);
          }),
        );
      });
    },
  };
}

/**
 * What a production remote takes from the host's federation runtime besides its core
 * (`experiments.externalRuntime`): the stateless SDK and error codes, set on these globals by the
 * host's runtime plugin host/src/federation/external-runtime-plugin.ts (same names). They were
 * more than half of each remoteEntry.js.
 */
const EXTERNAL_RUNTIME_GLOBALS = {
  '@module-federation/sdk': '__SB_FEDERATION_SDK__',
  '@module-federation/error-codes': '__SB_FEDERATION_ERROR_CODES__',
};

/**
 * Bundles the ES module builds of the federation runtime packages instead of their CommonJS ones
 * (which rspack resolves by default: the bundler runtime is imported by its `require` path), so
 * what a remote does not use of them is left out (most of the runtime package's API) and no
 * CommonJS interop helpers come with them. Same code, same version. Remotes only: the host bundles
 * the runtime core, which other federation packages require as CommonJS, so an ES module runtime
 * package there would bring a second copy of the core.
 */
function esmFederationRuntimePlugin() {
  const cjsIndex =
    /@module-federation[\\/](runtime|webpack-bundler-runtime)[\\/]dist[\\/]index\.cjs$/;
  return {
    apply(compiler) {
      // After ModuleFederationPlugin's own aliases, which name the CommonJS files.
      compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
        const alias = { ...compiler.options.resolve.alias };
        for (const [key, value] of Object.entries(alias)) {
          if (typeof value === 'string' && cjsIndex.test(value))
            alias[key] = value.replace(/\.cjs$/, '.js');
        }
        compiler.options.resolve.alias = alias;
      });
      new compiler.webpack.NormalModuleReplacementPlugin(cjsIndex, (data) => {
        data.request = data.request.replace(/\.cjs$/, '.js');
      }).apply(compiler);
    },
  };
}

/**
 * The federation packages of the host's runtime, by the names their files and ours import them.
 * Their CommonJS files are what rspack resolves by default (the runtime core `require`s the SDK,
 * the bundler runtime `require`s the runtime, ModuleFederationPlugin names the CommonJS files).
 */
const FEDERATION_PACKAGE_SPECIFIERS = [
  '@module-federation/error-codes',
  '@module-federation/error-codes/browser',
  '@module-federation/runtime',
  '@module-federation/runtime/core',
  '@module-federation/runtime/helpers',
  '@module-federation/runtime/types',
  '@module-federation/runtime-core',
  '@module-federation/runtime-core/types',
  '@module-federation/runtime-tools',
  '@module-federation/runtime-tools/runtime',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/sdk',
  '@module-federation/webpack-bundler-runtime',
];

/** A CommonJS file of one of those packages (its ES module twin sits beside it). */
const FEDERATION_CJS_FILE =
  /@module-federation[\\/](runtime-core|runtime|runtime-tools|sdk|error-codes|webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/].*\.cjs$/;

/** The ES module file beside a federation package's CommonJS one (`.js`, or `.mjs`). */
function esmTwin(file) {
  const js = file.replace(/\.cjs$/, '.js');
  return fs.existsSync(js) ? js : file.replace(/\.cjs$/, '.mjs');
}

/**
 * The host's whole federation runtime from the ES module builds of its packages, every one of
 * them, so there is one copy of each (issue 33). Same code, same version; bundled as ES modules
 * they are scope-hoisted and tree-shaken, where the CommonJS files each came with a module
 * wrapper, an exports object and interop helpers: main.js 38.3 -> 34.6 KB gz. The ES module
 * namespaces handed to the remotes (the runtime core by `provideExternalRuntime`, the SDK and the
 * error codes by host/src/federation/external-runtime-plugin.ts) have the same exports.
 */
function esmFederationHostPlugin({ appDir }) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return {
    apply(compiler) {
      // After ModuleFederationPlugin's own aliases, which name CommonJS files.
      compiler.hooks.afterPlugins.tap('EsmFederationHostPlugin', () => {
        const alias = { ...compiler.options.resolve.alias };
        for (const [key, value] of Object.entries(alias)) {
          if (typeof value === 'string' && FEDERATION_CJS_FILE.test(value))
            alias[key] = esmTwin(value);
        }
        for (const specifier of FEDERATION_PACKAGE_SPECIFIERS) {
          alias[`${specifier}$`] ??= esmTwin(requireFromApp.resolve(specifier));
        }
        compiler.options.resolve.alias = alias;
      });
      // Files named by their path (the runtime ModuleFederationPlugin injects).
      new compiler.webpack.NormalModuleReplacementPlugin(FEDERATION_CJS_FILE, (data) => {
        data.request = esmTwin(data.request);
      }).apply(compiler);
    },
  };
}

/** The module the host bundles in place of axios's fetch adapter (see the file). */
const AXIOS_FETCH_ADAPTER_STUB = path.join(__dirname, 'provided', 'axios-fetch-adapter.js');

/**
 * axios without its fetch adapter, which a browser never reaches (shared/provided/
 * axios-fetch-adapter.js says why): the rest of axios, xhr adapter, interceptors, errors and
 * all, is bundled as before. 4.3 KB gz of the JS before the first list of `/` (issue 33).
 */
function browserAxiosPlugin() {
  return {
    apply(compiler) {
      new compiler.webpack.NormalModuleReplacementPlugin(
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
        AXIOS_FETCH_ADAPTER_STUB,
      ).apply(compiler);
    },
  };
}

/**
 * A production remote's bundler runtime: federation-bundler-runtime.mjs in place of the
 * package's index; it takes the stateless helpers from the host's copy
 * (`__SB_FEDERATION_BUNDLER_RUNTIME__`, set by host/src/federation/external-runtime-plugin.ts).
 */
function remoteBundlerRuntimePlugin() {
  const index = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
  const replacement = path.join(__dirname, 'federation-bundler-runtime.mjs');
  return {
    apply(compiler) {
      new compiler.webpack.NormalModuleReplacementPlugin(index, (data) => {
        data.request = replacement;
      }).apply(compiler);
    },
  };
}

/**
 * The globals the host's runtime plugin (host/src/federation/external-runtime-plugin.ts) sets for
 * production remotes: the SDK and error codes (`EXTERNAL_RUNTIME_GLOBALS`) and the helpers of its
 * bundler runtime (read by federation-bundler-runtime.mjs). Listed in `host-contract.json`, so the
 * release tool refuses a remote build that reads one a live host does not set.
 */
const HOST_RUNTIME_GLOBALS = [
  ...Object.values(EXTERNAL_RUNTIME_GLOBALS),
  '__SB_FEDERATION_BUNDLER_RUNTIME__',
];

/** rspack's CSS extraction, loaded only by a build (npm start reads PORTS from this file too). */
function cssExtractLoader() {
  return require('@rspack/core').rspack.CssExtractRspackPlugin.loader;
}

/** The plugin that writes the CSS files of a production build (see moduleRules). */
function cssExtractPlugin() {
  const { rspack } = require('@rspack/core');
  return new rspack.CssExtractRspackPlugin({
    filename: '[name].[contenthash:8].css',
    chunkFilename: '[name].[contenthash:8].css',
  });
}

/** Ports of DESIGN.md section 6, by federation name. */
const PORTS = {
  host: 3000,
  sports: 3001,
  betslip: 3002,
  account: 3003,
  wallet: 3004,
  prediction: 3005,
};

/**
 * How every app compiles its sources: TypeScript and TSX by SWC, images as files. CSS: in a
 * production build, extracted into a CSS file per chunk (`cssExtractPlugin`), which the chunk's
 * loading fetches beside its JS, so a remote's styles still travel with its chunks but are no
 * JavaScript to parse; the dev servers keep style-loader. JSX always uses the production runtime
 * (`react/jsx-runtime`): a dev-server remote may be loaded by a production host, whose shared
 * React has no jsx-dev-runtime internals ("dispatcher.getOwner is not a function").
 */
function moduleRules({ production = false } = {}) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules[\\/](?!@sportsbook)/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2022',
        },
      },
      type: 'javascript/auto',
    },
    {
      test: /\.css$/,
      use: [production ? cssExtractLoader() : 'style-loader', 'css-loader'],
      type: 'javascript/auto',
    },
    { test: /\.(svg|png)$/, type: 'asset/resource' },
  ];
}

/**
 * A remote's own code that two or more of its exposed modules use (its common/ folder, what it
 * bundles of shared's formats, and the packages those import, dayjs for one): one file, `common`, instead of a copy in each
 * exposed module's file and a chunk for each combination. The host shows several exposed modules
 * of one remote on a page (the sports remote's four on `/`), and each file is compressed on its
 * own: the sports remote's JS before the first list of `/` was 11.6 KB gz in five files, the
 * common helpers three times over (issue 33).
 */
function remoteCommonChunk(appDir) {
  const ownSource = path.join(appDir, 'src') + path.sep;
  // Its sources and what they bundle of shared's formats (its contracts are also read by the
  // remote's own copies of shared's runtime parts, which a page under the host never loads).
  const formats = path.join(__dirname, 'src', 'format') + path.sep;
  const own = (module) => {
    const file = module?.nameForCondition() ?? '';
    return file.startsWith(ownSource) || file.startsWith(formats);
  };
  return {
    test: (module, { moduleGraph }) =>
      own(module) ||
      (/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') &&
        moduleGraph.getIncomingConnections(module).some((c) => own(c.originModule))),
    name: 'common',
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    priority: 5,
  };
}

/**
 * The whole rspack configuration of a remote (docs/frontend-conventions.md). Production builds
 * into dist/<version>/ (a released version is immutable) with the host's external federation
 * runtime and no page of its own; the dev server keeps its own runtime and also serves the
 * remote's screens standalone (src/index.ts) on the remote's port.
 */
function remoteRspackConfig({ appDir, name, exposes, production, title }) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const { rspack } = requireFromApp('@rspack/core');
  const { ModuleFederationPlugin } = requireFromApp('@module-federation/enhanced/rspack');
  const { version } = requireFromApp('./package.json');
  const exposeMap = Object.fromEntries(
    exposes.map((exposed) => [exposed, `./src/exposed/${exposed.slice(2)}.tsx`]),
  );
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    entry: production ? {} : { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist', production ? version : 'dev'),
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: { rules: moduleRules({ production }) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: exposeMap,
        shared: sharedDependencies(appDir),
        shareStrategy: 'loaded-first',
        // The host provides the page's one federation runtime; the dev server keeps its own.
        // A remote loads no remote of its own, so its build leaves out the `remotes` helper.
        experiments: production
          ? { externalRuntime: true, optimization: { disableRemote: true } }
          : {},
      }),
      ...(production
        ? [
            new rspack.ExternalsPlugin('global', EXTERNAL_RUNTIME_GLOBALS),
            esmFederationRuntimePlugin(),
            remoteBundlerRuntimePlugin(),
            cssExtractPlugin(),
            precompressPlugin(),
          ]
        : [
            new rspack.HtmlRspackPlugin({
              title,
              // Absolute URLs, so deep links served by historyApiFallback still find the scripts.
              publicPath: '/',
              chunks: ['main'],
              templateContent:
                '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
                '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
                `<title>${title}</title></head><body><div id="root"></div></body></html>`,
            }),
          ]),
    ],
    optimization: production
      ? { splitChunks: { cacheGroups: { common: remoteCommonChunk(appDir) } } }
      : undefined,
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port: PORTS[name],
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

module.exports = {
  sharedDependencies,
  hostSharedDependencies,
  PROVIDED_ROUTER_MODULE,
  ROUTER_DATA_API,
  PROVIDED_RTK_MODULE,
  RTK_STORE_SETUP_API,
  hostProvidedAliases,
  moduleRules,
  remoteRspackConfig,
  esmFederationHostPlugin,
  browserAxiosPlugin,
  AXIOS_FETCH_ADAPTER_STUB,
  PORTS,
  SHARED_RUNTIME_PARTS,
  HOST_CONTRACT_FILE,
  hostContract,
  hostContractPlugin,
  precompressPlugin,
  cssExtractPlugin,
  EXTERNAL_RUNTIME_GLOBALS,
  HOST_RUNTIME_GLOBALS,
};
