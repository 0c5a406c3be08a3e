import { BASE_PATH, withBase } from './base-path';
import { reportError } from './telemetry';

const PRECACHE_DELAY_MS = 5_000;

/**
 * Registers the offline service worker (public/sw.js) in production builds, a few seconds after the page has
 * loaded, so precaching never competes with the page's start. The dev server has no precache list and must never
 * be cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(withBase('sw.js'), { scope: BASE_PATH }).catch((e: unknown) => reportError(e, 'Service worker', 'warning'));
  };
  // Precaching downloads every engine (megabytes) and keeps the browser busy while it stores them: it starts a
  // few seconds after the page has loaded, when the browser is idle, so it never competes with the page's start
  // (hydration) or the first interactions.
  const whenIdle = () =>
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 10_000 }) : register()), PRECACHE_DELAY_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
