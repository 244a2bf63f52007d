import './tracing';
import { buildService, readConfig, runService } from '@undangin/service-kit';
import { adminRoutes } from './app';
import { startPartitionUpkeep } from './domain/partition-upkeep';

const config = readConfig('admin');
buildService({ config, routes: adminRoutes })
  .then(async (app) => {
    await startPartitionUpkeep(app);
    return runService(app, config);
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
