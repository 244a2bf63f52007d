import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@undangin/router';
import { createStore } from './store';
import { restoreSession } from './auth/restore';
import { startSessionKeeper } from './auth/session-keeper';
import type { RemoteRoute } from './remote-routes';

/**
 * The minimal host a remote runs in during its own team's development (`npm run dev -w mf-<name>`):
 * its routes, the shared store and nothing of the shell.
 */
export function renderStandalone(routes: readonly RemoteRoute[], element = document.getElementById('root')): void {
  if (!element) throw new Error('#root tidak ditemukan');
  const store = createStore();
  void restoreSession(store.dispatch).then(() => startSessionKeeper(store));
  const router = createBrowserRouter(routes.map(({ path, lazy }) => ({ path, lazy })));
  createRoot(element).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
