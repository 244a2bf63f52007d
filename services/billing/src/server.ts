import './tracing';
import { buildService, readConfig, runService } from '@undangin/service-kit';
import { billingRoutes } from './app';
import { readBillingSettings } from './settings';

// Read first: in production, a missing MIDTRANS_SERVER_KEY stops the start here with its reason.
const settings = readBillingSettings();
const config = readConfig('billing');
buildService({ config, routes: billingRoutes({ settings }) })
  .then((app) => runService(app, config))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
