import { renderStandalone } from '@undangin/platform/standalone';
import '@undangin/ui/src/tokens.css';
import { routes } from './routes';

renderStandalone(routes);
