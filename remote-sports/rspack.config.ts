// Build of the sports remote (DESIGN.md section 2, docs/frontend-conventions.md). The production
// build is what the host loads: dist/<version>/ with an external federation runtime. The dev server
// keeps its own runtime and also serves the remote's pages standalone on port 3001.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

const requireCjs = createRequire(__filename);
const { sharedDependencies, PORTS } = requireCjs('@sportsbook/shared/federation') as {
  sharedDependencies: (appDir: string) => NonNullable<FederationOptions['shared']>;
  PORTS: Record<string, number>;
};
const { version } = requireCjs('./package.json') as { version: string };

const port = PORTS.sports;

/** `./SportsSidebar` → `./src/exposed/SportsSidebar.tsx`, for exactly the contract's list. */
const exposes = Object.fromEntries(
  REMOTE_EXPOSES.sports.map((name) => [name, `./src/exposed/${name.slice(2)}.tsx`]),
);

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: production
        ? path.resolve(__dirname, 'dist', version)
        : path.resolve(__dirname, 'dist', 'dev'),
      publicPath: 'auto',
      uniqueName: 'sports',
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules[\\/](?!@sportsbook)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Always the production JSX runtime (`react/jsx-runtime`): a dev server remote may be
              // loaded by a production host, whose shared React has no jsx-dev-runtime internals
              // (a `jsxDEV` call there fails with "dispatcher.getOwner is not a function").
              transform: { react: { runtime: 'automatic', development: false } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          use: ['style-loader', 'css-loader'],
          type: 'javascript/auto',
        },
        {
          test: /\.(svg|png)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'sports',
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes,
        shared: sharedDependencies(__dirname),
        shareStrategy: 'loaded-first',
        // The host provides one runtime for every remote (provideExternalRuntime); the dev server
        // and the standalone page keep their own.
        experiments: production ? { externalRuntime: true } : {},
      }),
      // Only the dev server renders the remote standalone: a production build has no runtime of its
      // own and is only loaded by the host.
      ...(production
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              title: 'Sportsbook · sports (standalone)',
              publicPath: '/',
              chunks: ['main'],
              meta: { viewport: 'width=device-width, initial-scale=1' },
              templateContent:
                '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Sportsbook · sports (standalone)</title></head><body><div id="root"></div></body></html>',
            }),
          ]),
    ],
    optimization: production ? { minimize: true } : { minimize: false },
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      client: { overlay: { errors: true, warnings: false } },
    },
  };
};
