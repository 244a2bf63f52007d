import { buildService, readConfig, runService } from '@undangin/service-kit';
import { billingRoutes } from './app';

const config = readConfig('billing');
buildService({ config, routes: billingRoutes })
  .then((app) => runService(app, config))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
