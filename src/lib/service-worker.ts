import { reportError } from './telemetry';

/**
 * Registers the offline service worker (public/sw.js) in production builds, after the page has loaded so
 * precaching never competes with the first render. The dev server has no precache list and must never be cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((e: unknown) => reportError(e, 'Service worker', 'warning'));
  };
  // Precaching downloads every engine (megabytes): it waits until the page has loaded and the browser is idle,
  // so it never competes with the first render or the first interactions.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 3_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
