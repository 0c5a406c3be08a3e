import { setTelemetrySink, type TelemetryEvent, reportPerformance } from './telemetry';

/**
 * Loaded only when a build-time setting names a destination (see main.tsx), so the default build carries
 * no analytics code and sends nothing.
 */
const env = import.meta.env;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function startAnalytics(id: string): (e: TelemetryEvent) => void {
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true, send_page_view: false });
  const s = document.createElement('script');
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(s);
  return (e) => {
    if (e.kind === 'page_view') window.gtag!('event', 'page_view', e.params);
    else if (e.kind === 'event') window.gtag!('event', e.name, e.params);
    else if (e.kind === 'performance') window.gtag!('event', 'performance', { metric: e.name, ...e.params });
    else window.gtag!('event', e.name, e.params);
  };
}

function startErrorReporting(endpoint: string): (e: TelemetryEvent) => void {
  return (e) => {
    if (e.kind !== 'error') return;
    const body = JSON.stringify({ name: e.name, ...e.params, page: location.pathname, time: new Date().toISOString() });
    if (!navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) {
      void fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
    }
  };
}

/** Performance thresholds of the product description (ms, except CLS). */
export const PERFORMANCE_THRESHOLDS = { FCP: 1800, LCP: 2500, INP: 100, CLS: 0.1, TTFB: 800, DOMContentLoaded: 3500, Load: 5000 } as const;

async function startPerformance(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (m: { name: string; value: number }) =>
    reportPerformance(m.name, m.value, PERFORMANCE_THRESHOLDS[m.name as keyof typeof PERFORMANCE_THRESHOLDS]);
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const afterLoad = () => {
    const n = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined) ?? nav;
    if (n) {
      reportPerformance('DOMContentLoaded', n.domContentLoadedEventEnd, PERFORMANCE_THRESHOLDS.DOMContentLoaded);
      reportPerformance('Load', n.loadEventEnd, PERFORMANCE_THRESHOLDS.Load);
    }
    const mem = (performance as Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } }).memory;
    if (mem) reportPerformance('MemoryUsedPercent', (100 * mem.usedJSHeapSize) / mem.jsHeapSizeLimit, 80);
  };
  if (document.readyState === 'complete') setTimeout(afterLoad, 0);
  else window.addEventListener('load', () => setTimeout(afterLoad, 0), { once: true });
}

/** Starts the configured transports and routes recorded events to them. */
export function startTransport(): void {
  const senders: ((e: TelemetryEvent) => void)[] = [];
  if (env.VITE_GA_ID) senders.push(startAnalytics(env.VITE_GA_ID));
  if (env.VITE_ERROR_ENDPOINT) senders.push(startErrorReporting(env.VITE_ERROR_ENDPOINT));
  setTelemetrySink({ send: (e) => senders.forEach((s) => s(e)) });
  void startPerformance();
}
