// Build of the betslip remote (DESIGN.md section 2, docs/frontend-conventions.md). The CLI loads
// this TypeScript file through its bundled jiti, so no extra loader is needed on Node 20.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';

const appDir = path.dirname(fileURLToPath(import.meta.url));
// shared/federation.cjs is plain CommonJS without type declarations, so it is loaded by require
// and given its type here.
const requireCjs = createRequire(import.meta.url);
const { sharedDependencies, PORTS } = requireCjs('@sportsbook/shared/federation') as {
  sharedDependencies: (
    dir: string,
  ) => NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;
  PORTS: Record<string, number>;
};
const { version } = requireCjs('./package.json') as { version: string };

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // The standalone page is for the dev server only; a release holds just the remote.
    entry: production ? {} : { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // A released version is immutable: each version builds into its own folder.
      path: path.join(appDir, production ? `dist/${version}` : 'dist/dev'),
      publicPath: 'auto',
      uniqueName: 'betslip',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // The house theme is a CSS file of shared that its package exports do not list yet; the
        // standalone page loads it by the name the conventions give it.
        '@sportsbook/shared/ui/theme.css$': path.join(appDir, '../shared/src/ui/theme.css'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules[\\/](?!@sportsbook)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          use: ['style-loader', 'css-loader'],
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'betslip',
        filename: 'remoteEntry.js',
        exposes: { './Betslip': './src/exposed/Betslip.tsx' },
        shared: sharedDependencies(appDir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Built for the host, which provides the one federation runtime of the page; the dev
        // server renders the remote alone and keeps its own.
        experiments: production ? { externalRuntime: true } : {},
      }),
      ...(production
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              title: 'Betslip (standalone)',
              // Only the page's own entry: remoteEntry.js is for hosts. Absolute URLs, so deep
              // links served by historyApiFallback still find the scripts.
              chunks: ['main'],
              publicPath: '/',
              templateContent:
                '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
                '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
                '<title>Betslip (standalone)</title></head><body><div id="root"></div></body></html>',
            }),
          ]),
    ],
    devServer: {
      port: PORTS.betslip,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      hot: false,
      liveReload: true,
    },
  };
};
