import './tracing';
import { buildService, readConfig, runService } from '@undangin/service-kit';
import { invitationRoutes } from './app';

const config = readConfig('invitation');
buildService({ config, routes: invitationRoutes })
  .then((app) => runService(app, config))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
