import './tracing';
import { buildService, readConfig, runService } from '@undangin/service-kit';
import { marketingRoutes } from './app';

const config = readConfig('marketing');
buildService({ config, routes: marketingRoutes })
  .then((app) => runService(app, config))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
