import { buildService, readConfig, runService } from '@undangin/service-kit';
import { adminRoutes } from './app';

const config = readConfig('admin');
buildService({ config, routes: adminRoutes })
  .then((app) => runService(app, config))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
