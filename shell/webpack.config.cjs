const path = require('node:path');
const { frontEndConfig } = require('../infra/webpack/config.cjs');

module.exports = frontEndConfig({
  dir: __dirname,
  name: 'shell',
  runtimePlugins: [path.join(__dirname, 'src/federation/runtime-plugin.ts')],
  port: 3000,
});
