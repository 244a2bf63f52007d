import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@undangin/router';
import { routeTable } from '@undangin/contracts';
// Through the package name: the standalone host uses the one shared platform (store, session) its remote uses.
import { createStore, restoreSession, startSessionKeeper, type RemoteRoute } from '@undangin/platform';

/**
 * The minimal host a remote runs in during its own team's development (`npm run dev -w mf-<name>`):
 * its routes, the shared store and nothing of the shell. Its own entry point (`@undangin/platform/standalone`), so
 * the shell, which provides the shared platform, never carries it.
 */
export function renderStandalone(routes: readonly RemoteRoute[], element = document.getElementById('root')): void {
  if (!element) throw new Error('#root tidak ditemukan');
  const store = createStore();
  void restoreSession(store.dispatch).then(() => startSessionKeeper(store));
  // Alone, a remote routes from the table compiled into it; under the shell, from its published routes.json.
  const router = createBrowserRouter(routes.map(({ id, lazy }) => ({ path: routeTable[id].path, lazy })));
  createRoot(element).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
