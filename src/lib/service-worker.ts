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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
