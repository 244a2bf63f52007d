const { frontEndConfig } = require('../infra/webpack/config.cjs');

module.exports = frontEndConfig({
  dir: __dirname,
  name: 'marketing',
  exposes: { './routes': './src/routes.ts' },
  port: 3001,
});
