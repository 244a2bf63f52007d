// The webpack configuration every front end builds with: the shell as federation host, each mf-* as a remote.
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const fs = require('node:fs');

const repoRoot = path.resolve(__dirname, '../..');

/** A plugin that adds files of its own to a build, beside the bundles: `emit(compilation, RawSource)`. */
const addingAssets = (name, emit) => ({
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => emit(compilation, RawSource),
      );
    });
  },
});

// TypeScript of the repo (contracts, a remote's module) read through tsx in a child process, so webpack's own cache
// never sees it: what `script` writes to stdout.
const runTypeScript = (script) =>
  execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: repoRoot, encoding: 'utf8' });

/**
 * The shell's files served at the site root, copied from its public/ folder into its build as they are; a publish
 * copies them from the versioned folder to the root (infra/publish/static-origin.mjs `shellRootFiles`). The check-in
 * desk's service worker must sit there to control the desk paths.
 */
const rootFiles = ['robots.txt', 'desk-sw.js', 'desk.webmanifest', 'desk-icon-192.png', 'desk-icon-512.png'];

/** Copies a few files of the host's public/ folder into its build as they are (binary-safe: read as Buffers). */
const emitPublicFiles = (folder, names) =>
  addingAssets('EmitPublicFiles', (compilation, RawSource) => {
    for (const name of names) {
      const file = path.join(folder, name);
      compilation.fileDependencies.add(file);
      compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
    }
  });

/**
 * Publishes a remote's pages beside its manifest (routes.json: the route contract's major and each page's path,
 * access and chrome), so the shell routes to them without fetching the remote's code.
 */
const emitRouteManifest = (remote) =>
  addingAssets('EmitRouteManifest', (compilation, RawSource) => {
    const json = runTypeScript(
      `import('@undangin/contracts').then((c) => process.stdout.write(JSON.stringify((c.remoteRouteManifest ? c : c.default).remoteRouteManifest(${JSON.stringify(remote)}), null, 2)))`,
    );
    compilation.emitAsset('routes.json', new RawSource(`${json}\n`));
  });

/**
 * Publishes a remote's first view beside its manifest (first-view.html: the module's `firstView()` as plain HTML),
 * which the page service puts into the page it answers, so a phone paints it before any script has run.
 */
const emitFirstView = (dir, module) =>
  addingAssets('EmitFirstView', (compilation, RawSource) => {
    const file = path.resolve(dir, module);
    compilation.fileDependencies.add(file);
    const html = runTypeScript(
      `import(${JSON.stringify(file)}).then((m) => process.stdout.write((m.firstView ? m : m.default).firstView()))`,
    );
    compilation.emitAsset('first-view.html', new RawSource(html));
  });
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

// The federation runtime asks for a chunk's filename before content hashes exist (only to learn its
// folder depth): answer with the unhashed name then.
const hashedName = (production) => (pathData) =>
  production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';

const precompressed = /\.(js|css|svg)$/;

/** Shared singletons: one copy of each, one exact version across the repo. */
const singletons = [
  'react',
  'react-dom',
  '@undangin/router',
  'react-redux',
  '@reduxjs/toolkit',
  '@undangin/platform',
  '@undangin/ui',
];

/** The shared kit's entries beyond its index (packages/ui/package.json's exports). */
const uiAreas = ['sidebar-layout', 'tabs'];

function sharedConfig(dir) {
  const deps = require(path.join(dir, 'package.json')).dependencies;
  const shared = {};
  for (const name of singletons) {
    if (!deps[name]) throw new Error(`${dir}/package.json must depend on the shared package ${name}`);
    shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  // Prefix keys, so react/jsx-runtime, react-dom/client and @reduxjs/toolkit/query/react are shared too.
  shared['react/'] = { singleton: true, requiredVersion: deps.react };
  shared['react-dom/'] = { singleton: true, requiredVersion: deps['react-dom'] };
  shared['@reduxjs/toolkit/'] = { singleton: true, requiredVersion: deps['@reduxjs/toolkit'] };
  // '@undangin/platform/api' (RTK Query) is one instance too, loaded by the first remote that needs it.
  shared['@undangin/platform/'] = { singleton: true, requiredVersion: deps['@undangin/platform'] };
  // The kit's areas beyond its index: one instance each, loaded only by the pages that use them, so a guest's
  // invitation does not carry the dashboard's sidebar. Named one by one: a prefix would also share tokens.css, which
  // each host bundles in its own first view.
  for (const area of uiAreas)
    shared[`@undangin/ui/${area}`] = { singleton: true, requiredVersion: deps['@undangin/ui'] };
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir the front end's folder
 * @param {string} options.name federation name: shell, marketing, invitation, dashboard, admin
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the shell's)
 * @param {string} [options.firstView] a remote's module whose `firstView()` is published as first-view.html
 * @param {number} options.port dev-server port
 */
function frontEndConfig({ dir, name, exposes, runtimePlugins = [], port, firstView }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !exposes;
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      // A remote's own entry is only its standalone development host.
      entry: isHost || !production ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks next to their manifest, wherever the remotes map points; the published shell
        // next to its main script, in its versioned folder /shell/<version>/ (infra/publish/static-origin.mjs).
        publicPath: production ? 'auto' : isHost ? '/' : `http://127.0.0.1:${port}/`,
        filename: hashedName(production),
        chunkFilename: hashedName(production),
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  url: { filter: (url) => !url.startsWith('/') },
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]-[local]`,
                  },
                },
              },
            ],
          },
          { test: /\.(svg|webp|png|jpe?g|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(dir),
          // The default fetches every remote at start: one offline remote would break start-up.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // The shell provides the federation runtime once; production remotes use it instead of carrying
          // their own copy (~29 KB compressed each). The standalone dev host of a remote keeps its own.
          experiments: isHost
            ? { optimization: { target: 'web' } }
            : { externalRuntime: production, optimization: { target: 'web' } },
        }),
        isHost && emitPublicFiles(path.join(dir, 'public'), rootFiles),
        !isHost && emitRouteManifest(name),
        firstView && emitFirstView(dir, firstView),
        // Each script, style and icon also compressed once at build, at the strongest settings (.br, .gz beside it):
        // served as they are by the gateway and nginx (gzip_static), instead of compressed per request at a quick
        // setting (brotli 4 / gzip 6 are ~13 % larger). index.html is left out: a publish rewrites it.
        ...(production
          ? [
              new CompressionPlugin({
                test: precompressed,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
                },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                test: precompressed,
                filename: '[path][base].gz',
                algorithm: 'gzip',
                compressionOptions: { level: 9 },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
        production &&
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:10].css',
            chunkFilename: '[name].[contenthash:10].css',
          }),
        (isHost || !production) &&
          new HtmlWebpackPlugin({
            template: path.join(isHost ? dir : __dirname, isHost ? 'src/index.html' : 'standalone.html'),
            scriptLoading: 'defer',
            favicon: isHost ? path.join(dir, 'public/favicon.svg') : undefined,
            // The published page names the shell's versioned folder: a publish writes it in place of this mark.
            ...(isHost && production ? { publicPath: '/__SHELL__/' } : {}),
          }),
      ].filter(Boolean),
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Services behind the local gateway, when it runs (npm start).
        proxy: [
          {
            context: ['/auth/v1', '/api', '/uploads', '/remotes.json', '/remotes/', '/dev/mail'],
            target: `http://127.0.0.1:${process.env.PORT ?? 8080}`,
          },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', name),
        buildDependencies: { config: [__filename] },
      },
    };
  };
}

module.exports = { frontEndConfig, singletons, rootFiles };
