// Build of the operators' back office: a plain single-page app (no Module Federation: nothing of
// the bettors' host loads it, and it loads nothing of theirs), compiled as the apps are.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { cssExtractPlugin, moduleRules } from '@sportsbook/shared/federation';
import { BACKOFFICE_PORT, backofficeSecurityHeaders } from './security-headers.cjs';

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: { main: path.resolve(__dirname, 'src/index.tsx') },
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: 'auto',
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: { rules: moduleRules({ production }) },
    plugins: [
      new rspack.HtmlRspackPlugin({
        title: 'Sportsbook back office',
        template: './index.html',
        meta: { viewport: 'width=device-width, initial-scale=1', robots: 'noindex' },
      }),
      ...(production ? [cssExtractPlugin()] : []),
    ],
    optimization: production ? { minimize: true } : { minimize: false },
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port: BACKOFFICE_PORT,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: () =>
        backofficeSecurityHeaders({ apiOrigins: ['http://localhost:8000'], dev: true }),
    },
  };
};
