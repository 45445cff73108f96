import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';

/** Files worth compressing: the server sends these `.br`/`.gz` siblings as they are (no per-request compression). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * react-router publishes both builds but its package exports only point at the development one, which keeps
 * its warnings and checks (about 25 KB gzipped of /home's first load); production builds take the other.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const dist = path.resolve(__dirname, 'node_modules/react-router/dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const isProduction = argv.mode !== 'development';
  return {
    mode: isProduction ? 'production' : 'development',
    entry: { main: './src/app/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        '@contracts': path.resolve(__dirname, 'contracts'),
        ...(isProduction ? reactRouterProductionBuild() : {}),
      },
    },
    module: {
      rules: [
        { test: /\.(t|j)sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader' } },
        // Our modules have no import side effects: the store can import a slice's reducer through its
        // public index without dragging the slice's UI into the first load of /home.
        { test: /[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        { test: /\.(png|svg|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify(process.env.API_URL ?? '') }),
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/favicon.svg'] }, noErrorOnMissing: true }] }),
      ...(isProduction
        ? [
            new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: COMPRESSIBLE,
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
              filename: '[path][base].br',
            }),
          ]
        : []),
    ],
    // Named chunks so that `npm run bench` can say which page each lazy chunk belongs to.
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Libraries every screen needs, in chunks that change only when the library does (cached across deploys).
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', priority: 30, enforce: true },
          router: { test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/, name: 'router', priority: 30, enforce: true },
          state: { test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/, name: 'state', priority: 30, enforce: true },
          mui: { test: /[\\/]node_modules[\\/](@mui[\\/](material|system|styled-engine|utils|private-theming)|@emotion|stylis)[\\/]/, name: 'mui', priority: 20, chunks: 'initial', enforce: true },
        },
      },
      chunkIds: 'named',
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/auth', '/members', '/directory', '/questions', '/interview', '/reports', '/engagement', '/admin/command', '/uploads'], target: 'http://127.0.0.1:8000' }],
    },
  };
};
