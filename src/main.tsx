import '@fontsource-variable/inter';
import './styles/theme.css';
import './styles/base.css';
import { installGlobalErrorHandlers, reportError } from './lib/telemetry';
import { requestHostConfig } from './lib/host-config';
import { registerServiceWorker } from './lib/service-worker';
import { showToolUnavailable } from './lib/tool-unavailable';
import { yieldToPage } from './lib/yield-to-page';
import { afterFirstPaint } from './lib/after-first-paint';

installGlobalErrorHandlers(window);
registerServiceWorker();

// The prerendered HTML is the page: it paints with no script. The app only hydrates it, so its scripts are
// requested once that first paint is on screen (they never delay it, nor take bandwidth from it), both chunks at
// once. Start-up then runs as a few short tasks instead of one long one: React's DOM renderer and the app
// (router, pages, content) are separate chunks, each evaluated in its own task.
void (async () => {
  await afterFirstPaint(window);
  // The host's config.json (if any) arrives while the app loads; the app applies it once hydrated.
  void requestHostConfig();
  const app = import('./app/start');
  app.catch(() => {});
  const reactDom = await import('react-dom/client');
  await yieldToPage();
  const { startApp } = await app;
  await yieldToPage();
  await startApp(reactDom, yieldToPage);
})().catch((e: unknown) => {
  reportError(e, 'Start-up', 'fatal');
  showToolUnavailable(document);
});

if (import.meta.env.VITE_GA_ID || import.meta.env.VITE_ERROR_ENDPOINT) {
  void import('./lib/telemetry-transport').then((m) => m.startTransport());
}
