// Build of the host shell (DESIGN.md section 2, docs/frontend-conventions.md). The host is a pure
// federation consumer: it names no remote here. Remote URLs come at run time from the registry
// `remotes.json` (the live registry of the release tool in production, docs/releasing.md;
// dev/remotes.json on the dev server), so swapping a remote version never rebuilds the host.
// @rspack/cli 2 loads this TypeScript file on Node 20 through its bundled jiti.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Compilation, type Configuration, type Module } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  hostContractPlugin,
  moduleRules,
  cssExtractPlugin,
  PORTS,
  precompressPlugin,
  hostSharedDependencies,
  hostProvidedAliases,
  esmFederationHostPlugin,
  browserAxiosPlugin,
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

/** Packages of node_modules, by name: a test on a module's file. */
const packages = (names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
/** React's packages (see firstLoadChunks). */
const REACT = packages(['react', 'react-dom', 'scheduler']);
/** The other shared libraries every page's bootstrap consumes (see firstLoadChunks). */
const FIRST_SCREEN_LIBRARIES = packages([
  'react-router',
  'react-router-dom',
  '@remix-run[\\\\/]router',
  'react-redux',
  'use-sync-external-store',
  '@reduxjs[\\\\/]toolkit',
  'immer',
  'reselect',
  'redux',
  'redux-thunk',
  'axios',
  'js-cookie',
]);
/** Shared's runtime parts but forms (which only the lazy form pages use), and the provided router. */
const FIRST_SCREEN_SHARED =
  /[\\/]shared[\\/](provided[\\/]|src[\\/](api|events|session|ui|realtime)[\\/])/;
/** Shared's compile-time parts: each app bundles what it uses of them. */
const SHARED_COMPILE_TIME = /[\\/]shared[\\/]src[\\/](contracts|format)[\\/]/;

type SplitTest = (module: Module, context: { moduleGraph: Compilation['moduleGraph'] }) => boolean;

/** A module of the first-screen file: a library or runtime part of it, or what one of them imports. */
const firstScreenTest: SplitTest = (module, { moduleGraph }) => {
  const of = (candidate: Module | null) => {
    const resource = candidate?.nameForCondition() ?? '';
    return FIRST_SCREEN_LIBRARIES.test(resource) || FIRST_SCREEN_SHARED.test(resource);
  };
  if (of(module)) return true;
  // paths.ts, the account and realtime names: once, beside the runtime parts that read them,
  // not in a file of their own for each part.
  return (
    SHARED_COMPILE_TIME.test(module.nameForCondition() ?? '') &&
    moduleGraph.getIncomingConnections(module).some((connection) => of(connection.originModule))
  );
};

/**
 * The shared modules every page's first screen runs on, in two files instead of a dozen: React's
 * (react, react-dom, the scheduler) and the rest (the router, Redux and react-redux, axios and
 * js-cookie, shared's runtime parts but forms, and the contracts they read). Each response is
 * compressed on its own, so a file per package paid its own gzip start and lost what its
 * neighbours have in common (issue 33). Every page's bootstrap consumes each of them before it
 * draws, so no page gets code it would not have run; lazy pages keep their own chunks.
 */
function firstLoadChunks() {
  return {
    react: { test: REACT, name: 'react', chunks: 'async' as const, enforce: true, priority: 30 },
    firstScreen: {
      test: firstScreenTest,
      name: 'first-screen',
      chunks: 'async' as const,
      enforce: true,
      priority: 20,
    },
  };
}

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
      // What the provided modules import (hostSharedDependencies); the federation packages
      // resolve to their ES module files by esmFederationHostPlugin.
      alias: hostProvidedAliases(__dirname),
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
      // The federation runtime from its packages' ES module files, one copy of each.
      esmFederationHostPlugin({ appDir: __dirname }),
      // axios without the fetch adapter a browser never reaches (the page's client uses xhr).
      browserAxiosPlugin(),
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
    optimization: production
      ? { minimize: true, splitChunks: { cacheGroups: firstLoadChunks() } }
      : { minimize: false },
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
