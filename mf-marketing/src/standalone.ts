import { renderStandalone } from '@undangin/platform';
import '@undangin/ui/src/tokens.css';
import { routes } from './routes';

renderStandalone(routes);
