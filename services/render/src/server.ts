import './tracing';
import { buildService, readConfig, runService } from '@undangin/service-kit';
import { renderWorker } from './app';

const config = readConfig('render');
buildService({ config, routes: renderWorker() })
  .then((app) => runService(app, config))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
