import '@fontsource-variable/inter';
import './styles/theme.css';
import './styles/base.css';
import { installGlobalErrorHandlers, reportError } from './lib/telemetry';
import { registerServiceWorker } from './lib/service-worker';
import { showToolUnavailable } from './lib/tool-unavailable';

installGlobalErrorHandlers(window);
registerServiceWorker();

/** A fresh task: the browser may paint and handle input before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up runs as a few short tasks instead of one long one: React's DOM renderer and the app (router, pages,
// content) are separate chunks (fetched early: the prerendered HTML preloads them), each evaluated in its own
// task. Until hydration the prerendered HTML is already on screen and readable.
void (async () => {
  const reactDom = await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  await startApp(reactDom, nextTask);
})().catch((e: unknown) => {
  reportError(e, 'Start-up', 'fatal');
  showToolUnavailable(document);
});

if (import.meta.env.VITE_GA_ID || import.meta.env.VITE_ERROR_ENDPOINT) {
  void import('./lib/telemetry-transport').then((m) => m.startTransport());
}
