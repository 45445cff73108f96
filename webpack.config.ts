import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
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

/** The whiteboard's Excalidraw: the SPA names this version in the path of the fonts the server serves (server/src/excalidraw-files.ts). */
const EXCALIDRAW_VERSION = (JSON.parse(fs.readFileSync(path.resolve(__dirname, 'node_modules/@excalidraw/excalidraw/package.json'), 'utf8')) as { version: string }).version;

/** Where `npm run dev` runs the API (server/src/cli/dev.ts); the dev server proxies to it. */
const DEV_API = 'http://127.0.0.1:8000';
const PUBLIC_DIR = path.resolve(__dirname, 'public');

/**
 * What the dev server answers itself: the page, the bundle and its hot updates, the HMR socket and its own
 * endpoints, and public/ files. The app uses a hash router, so no other path is a page: everything else is
 * the API's, and a new API route needs no change here.
 */
const DEV_SERVER_OWN = /^\/(?:$|index\.html$|assets\/|ws$|[^/]+\.hot-update\.(?:js|json)$|webpack-dev-server(?:\/|$)|__webpack_dev_server__\/)/;

function isDevServerPath(pathname: string): boolean {
  if (DEV_SERVER_OWN.test(pathname)) return true;
  const file = path.join(PUBLIC_DIR, pathname);
  return file.startsWith(PUBLIC_DIR + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

/** The prerendered landing page beside index.html; the server sends it to signed-out visitors of `/` (server/src/static-files.ts). */
const LANDING_FILE = 'landing.html';

/** Renders the landing page into index.html in a Node process of its own (src/app/prerender/cli.ts), where the app's modules load as on a server. */
function prerenderLanding(shell: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/app/prerender/cli.ts'], {
      cwd: __dirname,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let page = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (page += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(page) : reject(new Error(`The landing page prerender failed (exit ${code}).`))));
    child.stdin.end(shell);
  });
}

/**
 * Adds landing.html once HtmlWebpackPlugin has written index.html (its scripts deferred) and before compression,
 * so it gets .br and .gz siblings like every other file. index.html stays the empty shell: static hosts and
 * signed-in members get it, as before.
 */
class PrerenderLandingPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PrerenderLandingPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderLandingPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          const shell = compilation.getAsset('index.html');
          if (!shell) throw new Error('PrerenderLandingPlugin: HtmlWebpackPlugin wrote no index.html');
          // Marked minimized: webpack's HTML minifier would drop the comments React's hydration reads (<!--$-->, Suspense boundaries).
          const page = await prerenderLanding(shell.source.source().toString());
          compilation.emitAsset(LANDING_FILE, new webpack.sources.RawSource(page), { minimized: true });
        },
      );
    });
  }
}

export default (env: { WEBPACK_SERVE?: boolean } = {}, argv: { mode?: Configuration['mode'] }): Configuration => {
  const isProduction = argv.mode !== 'development';
  // React Fast Refresh needs hot module replacement, which only `webpack serve` provides; a development build
  // on disk (`webpack --mode development`) stays plain. The loader's options add to .swcrc (jest has its own).
  const fastRefresh = !isProduction && env.WEBPACK_SERVE === true;
  return {
    mode: isProduction ? 'production' : 'development',
    // A later build reuses what an earlier one compiled and minified (node_modules/.cache/webpack): the browser
    // suite builds the SPA twice (its own, and one for another origin, which differs only where API_URL is read).
    cache: { type: 'filesystem', buildDependencies: { config: [__filename] } },
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
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: fastRefresh ? { jsc: { transform: { react: { development: true, refresh: true } } } } : {} },
        },
        // Our modules have no import side effects: the store can import a slice's reducer through its
        // public index without dragging the slice's UI into the first load of /home.
        { test: /[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        { test: /\.(png|svg|ico)$/, type: 'asset/resource' },
        // Excalidraw (the room's whiteboard) is ESM whose imports name files without extensions ("roughjs/bin/rough").
        { test: /\.m?js$/, include: /[\\/]node_modules[\\/]@excalidraw[\\/]/, resolve: { fullySpecified: false } },
        // Its small lazy parts (the English strings, a canvas polyfill, the file pickers) go into its own chunk: each
        // chunk would add its name to main.js's chunk map, /home's first load. Its font subsetter (1.8 MB, for an SVG
        // export) stays a chunk of its own.
        {
          test: /[\\/]node_modules[\\/](@excalidraw[\\/]excalidraw[\\/]dist[\\/]prod[\\/]index\.js|browser-fs-access[\\/].*\.m?js)$/,
          parser: { dynamicImportMode: 'eager' },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_URL': JSON.stringify(process.env.API_URL ?? ''),
        'process.env.EXCALIDRAW_VERSION': JSON.stringify(EXCALIDRAW_VERSION),
      }),
      // Lazy parts of Excalidraw the whiteboard does not offer, each a chunk (mermaid: 60) named in main.js's chunk
      // map, /home's first load: its 60 other translations (the app is in English), text-to-diagram (mermaid) and
      // image resizing (the image tool is off). Its stylesheet and fonts are not bundled at all: the server serves them.
      new webpack.IgnorePlugin({
        checkResource: (resource, context) =>
          /[\\/]@excalidraw[\\/]excalidraw[\\/]dist[\\/]prod/.test(context) &&
          (/^\.\/locales\/(?!en-|percentages-)/.test(resource) || /^(@excalidraw\/mermaid-to-excalidraw|image-blob-reduce|pica)$/.test(resource)),
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      ...(isProduction ? [new PrerenderLandingPlugin()] : []),
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
      ...(fastRefresh ? [new ReactRefreshWebpackPlugin()] : []),
    ],
    // Production chunk ids are numbers: main.js's runtime maps every lazy chunk's id to its file, and path-derived names
    // (`vendors-node_modules_…`) cost /home's first load 1.8 KB gzipped, a little more with each new lazy chunk. Chunks
    // named on purpose (webpackChunkName, the runners' workers, the cache groups) keep their name in their file name.
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
      chunkIds: isProduction ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    // `npm run dev` runs this beside the API. Requests keep their Host (localhost:3000), so the session and
    // CSRF cookies belong to the page's origin; `ws` carries the API's WebSocket upgrades but not /ws, webpack's HMR socket.
    devServer: {
      // This machine only: the proxy forwards every API path, so listening on all interfaces would expose the API.
      host: 'localhost',
      port: 3000,
      proxy: [{ context: (pathname) => !isDevServerPath(pathname), target: DEV_API, ws: true }],
    },
  };
};
