import '@fontsource-variable/inter';
import './styles/theme.css';
import './styles/base.css';
import { installGlobalErrorHandlers, reportError } from './lib/telemetry';
import { requestHostConfig } from './lib/host-config';
import { registerServiceWorker } from './lib/service-worker';
import { showToolUnavailable } from './lib/tool-unavailable';
import { yieldToPage } from './lib/yield-to-page';

installGlobalErrorHandlers(window);
registerServiceWorker();
// The host's config.json (if any) arrives while the app loads; the app applies it once hydrated.
void requestHostConfig();

// Start-up runs as a few short tasks instead of one long one: React's DOM renderer and the app (router, pages,
// content) are separate chunks (fetched early: the prerendered HTML preloads them), each evaluated in its own
// task. Until hydration the prerendered HTML is already on screen and readable.
void (async () => {
  const reactDom = await import('react-dom/client');
  await yieldToPage();
  const { startApp } = await import('./app/start');
  await yieldToPage();
  await startApp(reactDom, yieldToPage);
})().catch((e: unknown) => {
  reportError(e, 'Start-up', 'fatal');
  showToolUnavailable(document);
});

if (import.meta.env.VITE_GA_ID || import.meta.env.VITE_ERROR_ENDPOINT) {
  void import('./lib/telemetry-transport').then((m) => m.startTransport());
}
