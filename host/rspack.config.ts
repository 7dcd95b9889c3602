// Build of the host shell (DESIGN.md section 2, docs/frontend-conventions.md). The host is a pure
// federation consumer: it names no remote here. Remote URLs come at run time from the registry
// `remotes.json` (the live registry of the release tool in production, docs/releasing.md;
// dev/remotes.json on the dev server), so swapping a remote version never rebuilds the host.
// @rspack/cli 2 loads this TypeScript file on Node 20 through its bundled jiti.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  hostContractPlugin,
  moduleRules,
  cssExtractPlugin,
  PORTS,
  precompressPlugin,
  hostSharedDependencies,
} from '@sportsbook/shared/federation';
import { siteSecurityHeaders } from '@sportsbook/shared/site-headers';
import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';
import { bootstrapPreloadPlugin } from './bootstrap-preload';

const require = createRequire(__filename);

/** Where the page fetches the registry; a deployment may also edit the meta tag in index.html. */
const registryPath = process.env.SB_REGISTRY_PATH ?? '/remotes.json';
const devRegistryFile = path.resolve(__dirname, 'dev/remotes.json');
/** The entry module, before the async boundary (src/index.ts). */
const entryModule = path.resolve(__dirname, 'src/index.ts');

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: { main: entryModule },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'host',
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      alias: {
        // The file the host's federation itself runs on (ModuleFederationPlugin imports it by
        // this `require` path), so external-runtime-plugin.ts hands the remotes that very copy
        // of the bundler runtime's helpers, not a second one.
        '@module-federation/webpack-bundler-runtime$':
          require.resolve('@module-federation/webpack-bundler-runtime'),
        // Likewise the SDK and the error codes: the runtime core requires their CommonJS files,
        // and an `import` of the package name would otherwise resolve to their ES module files,
        // a second copy of each in main.js (12 KB minified) that the remotes would be handed.
        '@module-federation/sdk$': require.resolve('@module-federation/sdk'),
        '@module-federation/error-codes$': require.resolve('@module-federation/error-codes'),
      },
    },
    module: { rules: moduleRules({ production }) },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        // No `remotes`: the registry registers them at start (src/federation/remote-runtime.ts).
        dts: false,
        manifest: false,
        shared: hostSharedDependencies(__dirname),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('./src/federation/fallback-plugin.ts'),
          // The federation SDK and error codes the production remotes leave out of remoteEntry.js.
          require.resolve('./src/federation/external-runtime-plugin.ts'),
        ],
        // Production remotes are built with `externalRuntime` and use the host's runtime. The dev
        // host provides it too, so a dev host can load released remote builds (QA override).
        // `target: 'web'`: the runtime's Node.js loading paths (script loading by fetch + vm, the
        // node env checks) are left out; the host only ever runs in a browser (3.6 KB gz of
        // main.js, issue 12).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({
        title: 'Sportsbook',
        template: './index.html',
        favicon: './public/favicon.svg',
        meta: {
          viewport: 'width=device-width, initial-scale=1',
          'theme-color': '#0f1923',
          'sb-registry': registryPath,
        },
      }),
      // index.html preloads the files the bootstrap needs, so they download beside main.js.
      ...(production ? [bootstrapPreloadPlugin({ entryModule })] : []),
      // host-contract.json: what this build expects of the remotes and provides; the release
      // tool checks a remote build against it before promoting it.
      hostContractPlugin({ appDir: __dirname, remotes: REMOTE_EXPOSES }),
      // .br and .gz beside every text file, served as they are by npm start's static server.
      ...(production ? [cssExtractPlugin(), precompressPlugin()] : []),
    ],
    optimization: production ? { minimize: true } : { minimize: false },
    // `rspack serve` turns lazy compilation on by default; without hot reloading that reloads the
    // page whenever a lazily compiled chunk (the bootstrap, a fallback) is first requested.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port: PORTS.host,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      // The page's Content-Security-Policy in development too (@sportsbook/shared/site-headers),
      // with what the dev build needs besides: eval source maps, the live-reload socket.
      headers: () =>
        siteSecurityHeaders({
          html: fs.readFileSync(path.resolve(__dirname, 'index.html'), 'utf8'),
          registry: JSON.parse(fs.readFileSync(devRegistryFile, 'utf8')) as unknown,
          endpoints: null,
          pageScheme: 'http',
          dev: true,
          localOrigins: true,
        }),
      static: { directory: path.resolve(__dirname, 'public'), watch: false },
      client: { overlay: { errors: true, warnings: false } },
      // The dev server answers /remotes.json with the development registry (remote dev servers).
      // A production build carries no registry: the release tool's live one is served beside it.
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'sportsbook-dev-registry',
          path: '/remotes.json',
          middleware: (_req: IncomingMessage, res: ServerResponse) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(fs.readFileSync(devRegistryFile, 'utf8'));
          },
        });
        return middlewares;
      },
    },
  };
};
