import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from '@undangin/router';
import '@undangin/ui/src/tokens.css';
import { buildRoutes, buildSiteRoutes, siteOfPage } from './app/router';
import { registerRemotesFromMap } from './federation/remotes';

async function start(): Promise<void> {
  const remotes = await registerRemotesFromMap();
  // On a host's custom domain the page's one invitation is shown at `/`: the router keeps the address bar as it is
  // and routes inside the invitation alone (site routes).
  const site = siteOfPage();
  const router = site
    ? createMemoryRouter(buildSiteRoutes(remotes, site.slug), {
        initialEntries: [`/${site.slug}${window.location.search}${window.location.hash}`],
      })
    : createBrowserRouter(buildRoutes(remotes));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
