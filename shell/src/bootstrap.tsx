import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@undangin/router';
import '@undangin/ui/src/tokens.css';
import { buildRoutes } from './app/router';
import { registerRemotesFromMap } from './federation/remotes';

async function start(): Promise<void> {
  const remotes = await registerRemotesFromMap();
  const router = createBrowserRouter(buildRoutes(remotes));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
