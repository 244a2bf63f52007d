import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@undangin/router';
import '@undangin/ui/src/tokens.css';
import { buildRoutes, buildSiteRoutes, isCustomDomainPage } from './app/router';
import { registerRemotesFromMap } from './federation/remotes';

async function start(): Promise<void> {
  const remotes = await registerRemotesFromMap();
  // On a host's custom domain the page's one invitation answers at `/`, and nothing else.
  const router = createBrowserRouter(isCustomDomainPage() ? buildSiteRoutes(remotes) : buildRoutes(remotes));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
// A partner's referral link: its few lines load only on such a visit, never on a guest's invitation.
if (/[?&]ref=/.test(window.location.search)) void import('./app/referral').then(({ keepReferral }) => keepReferral());
