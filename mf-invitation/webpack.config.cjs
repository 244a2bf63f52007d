const { frontEndConfig } = require('../infra/webpack/config.cjs');

module.exports = frontEndConfig({
  dir: __dirname,
  name: 'invitation',
  exposes: { './routes': './src/routes.ts' },
  port: 3002,
});
