// Build-time federation settings every app uses, so the host and the remotes agree on the shared
// singletons of DESIGN.md section 2. Plain CommonJS: rspack configs load it before any TypeScript.
const path = require('node:path');
const { createRequire } = require('node:module');

const sharedPackage = require('./package.json');

/** Reads a dependency's declared range from the calling app's package.json. */
function rangeOf(appPackage, name) {
  const range = (appPackage.dependencies || {})[name] || (sharedPackage.dependencies || {})[name];
  if (!range) throw new Error(`${appPackage.name} does not declare ${name}`);
  return range;
}

/**
 * The `shared` map of ModuleFederationPlugin. React and react-dom are also shared by prefix key
 * (`react/`, `react-dom/`), or `react-dom/client` and the JSX runtime would be bundled twice.
 * No `eager`: every entry has an async boundary, so nothing is consumed before negotiation.
 */
function sharedDependencies(appDir) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const single = (name) => ({ singleton: true, requiredVersion: rangeOf(appPackage, name) });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router-dom': single('react-router-dom'),
    'react-redux': single('react-redux'),
    '@reduxjs/toolkit': single('@reduxjs/toolkit'),
    '@sportsbook/shared/': {
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
    },
  };
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
 * How every app compiles its sources: TypeScript and TSX by SWC, CSS inside the JS chunks (so a
 * remote's styles travel with it), images as files. JSX always uses the production runtime
 * (`react/jsx-runtime`): a dev-server remote may be loaded by a production host, whose shared
 * React has no jsx-dev-runtime internals ("dispatcher.getOwner is not a function").
 */
function moduleRules() {
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
    { test: /\.css$/, use: ['style-loader', 'css-loader'], type: 'javascript/auto' },
    { test: /\.(svg|png)$/, type: 'asset/resource' },
  ];
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
    module: { rules: moduleRules() },
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
        experiments: production ? { externalRuntime: true } : {},
      }),
      ...(production
        ? []
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

module.exports = { sharedDependencies, moduleRules, remoteRspackConfig, PORTS };
