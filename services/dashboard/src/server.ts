import './tracing';
import { buildService, readConfig, runService } from '@undangin/service-kit';
import { dashboardRoutes } from './app';

const config = readConfig('dashboard');
buildService({ config, routes: dashboardRoutes() })
  .then((app) => runService(app, config))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
