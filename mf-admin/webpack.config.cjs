const { frontEndConfig } = require('../infra/webpack/config.cjs');

module.exports = frontEndConfig({
  dir: __dirname,
  name: 'admin',
  exposes: { './routes': './src/routes.ts' },
  port: 3004,
});
