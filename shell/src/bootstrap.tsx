import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@undangin/router';
import { createStore, restoreSession, startSessionKeeper } from '@undangin/platform';
import '@undangin/ui/src/tokens.css';
import { buildRoutes } from './app/router';
import { registerRemotesFromMap } from './federation/remotes';

async function start(): Promise<void> {
  const store = createStore();
  void restoreSession(store.dispatch).then(() => startSessionKeeper(store));
  const remotes = await registerRemotesFromMap();
  const router = createBrowserRouter(buildRoutes(remotes));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();
