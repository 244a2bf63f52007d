const path = require('node:path');
const { frontEndConfig } = require('../infra/webpack/config.cjs');

module.exports = frontEndConfig({
  dir: __dirname,
  name: 'shell',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/runtime-plugin.ts'),
    path.join(__dirname, 'src/federation/provide-runtime-core.ts'),
  ],
  port: 3000,
});
