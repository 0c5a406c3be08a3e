import '@fontsource-variable/inter';
import './styles/theme.css';
import './styles/base.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from './lib/telemetry';
import { registerServiceWorker } from './lib/service-worker';
import { createAppRouter } from './router';

installGlobalErrorHandlers(window);
registerServiceWorker();

const router = createAppRouter();
const rootEl = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Prerendered pages carry the route's HTML: load the route (and its content) first, then hydrate on top.
void router.load().then(() => {
  // The server may answer an unknown path with another page's HTML (SPA fallback): hydrate only a match.
  const prerendered = rootEl.dataset.prerendered;
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const matchesHtml =
    prerendered === here || (prerendered === '/__not-found__' && !router.state.matches.some((m) => m.routeId !== '__root__'));
  if (matchesHtml) {
    // Tell the router its first render hydrates server HTML: it then renders the same tree as the prerenderer
    // (no client-only Suspense wrapper around the root), so hydration matches.
    router.ssr = { manifest: undefined };
    // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
    // hydrating the whole page in one long task (which would delay any tap on the page meanwhile).
    startTransition(() => {
      hydrateRoot(rootEl, app);
    });
  } else createRoot(rootEl).render(app);
});

if (import.meta.env.VITE_GA_ID || import.meta.env.VITE_ERROR_ENDPOINT) {
  void import('./lib/telemetry-transport').then((m) => m.startTransport());
}
