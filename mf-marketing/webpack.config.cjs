const { frontEndConfig } = require('../infra/webpack/config.cjs');

module.exports = frontEndConfig({
  dir: __dirname,
  name: 'marketing',
  exposes: { './routes': './src/routes.ts' },
  port: 3001,
  // The landing page's hero as plain HTML, painted with `/` before any script (services/invitation: the home page).
  firstView: './src/features/home/components/first-view.ts',
});
