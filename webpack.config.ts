import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';

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
      alias: { '@': path.resolve(__dirname, 'src') },
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
    ],
    // Named chunks so that `npm run bench` can say which page each lazy chunk belongs to.
    optimization: { splitChunks: { chunks: 'all' }, chunkIds: 'named' },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/auth', '/members', '/directory', '/questions', '/interview', '/reports', '/engagement', '/admin/command', '/uploads'], target: 'http://127.0.0.1:8000' }],
    },
  };
};
