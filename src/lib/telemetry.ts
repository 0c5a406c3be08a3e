/**
 * The one telemetry interface of the site. With default build settings it sends nothing: every function
 * returns early unless a build-time setting names a destination (VITE_GA_ID for analytics events,
 * VITE_ERROR_ENDPOINT for error reports). Callers must never pass user input in any field.
 */

export type Severity = 'info' | 'warning' | 'error' | 'fatal';

export interface TelemetryEvent {
  kind: 'page_view' | 'event' | 'error' | 'performance';
  name: string;
  params: Record<string, string | number | boolean>;
}

export interface TelemetrySink {
  send(event: TelemetryEvent): void;
}

const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

let sink: TelemetrySink | null = null;
/** Events recorded in this page (kept even when nothing is sent, for tests and debugging; capped). */
const recorded: TelemetryEvent[] = [];

/** True when a build-time setting configures a destination. */
export const telemetryEnabled = (): boolean => Boolean(env.VITE_GA_ID || env.VITE_ERROR_ENDPOINT);

/** Installs the sink that actually transmits (loaded lazily by the app only when telemetry is enabled). */
export function setTelemetrySink(s: TelemetrySink | null): void {
  sink = s;
}

function record(event: TelemetryEvent): void {
  if (recorded.length >= 200) recorded.shift();
  recorded.push(event);
  sink?.send(event);
}

/** Events recorded so far in this page. */
export const recordedEvents = (): readonly TelemetryEvent[] => recorded;

/** A page view, sent on every route change. */
export function trackPageView(pagePath: string, pageTitle: string): void {
  record({
    kind: 'page_view',
    name: 'page_view',
    params: { page_path: pagePath, page_title: pageTitle, page_location: pagePath, anonymize_ip: true },
  });
}

/** A tool-usage event in category "Tool Usage" (e.g. "Tool Opened", "Format Started"); label = tool name. */
export function trackToolEvent(action: string, label: string, value?: number): void {
  const params: Record<string, string | number> = { event_category: 'Tool Usage', event_label: label };
  if (value !== undefined) params.value = value;
  record({ kind: 'event', name: action, params });
}

/** An error with its context (e.g. "Formatter: JSON Formatter") and severity. Only the message is kept. */
export function reportError(error: unknown, context: string, severity: Severity = 'error'): void {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  record({ kind: 'error', name: 'exception', params: { description: message.slice(0, 200), context, severity } });
}

/** A performance measurement; values over `threshold` are also reported as "Performance threshold exceeded". */
export function reportPerformance(metric: string, value: number, threshold?: number): void {
  record({ kind: 'performance', name: metric, params: { value: Math.round(value * 1000) / 1000 } });
  if (threshold !== undefined && value > threshold) {
    record({
      kind: 'error',
      name: 'Performance threshold exceeded',
      params: { metric, value: Math.round(value), threshold, severity: 'warning' },
    });
  }
}

const EXTENSION_NOISE = [/message port/i, /runtime\.lastError/i, /asynchronous response/i];

/** True for errors thrown by browser extensions, which the global handler swallows silently. */
export function isExtensionNoise(message: string): boolean {
  return EXTENSION_NOISE.some((re) => re.test(message));
}

/** Installs the global handlers: extension noise is swallowed; other uncaught errors are reported. */
export function installGlobalErrorHandlers(target: Window): void {
  target.addEventListener('error', (e) => {
    const message = e.message || (e.error instanceof Error ? e.error.message : '');
    if (isExtensionNoise(message)) {
      e.preventDefault();
      return;
    }
    reportError(e.error ?? message, 'Global', 'error');
  });
  target.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason;
    const message = reason instanceof Error ? reason.message : String(reason ?? '');
    if (isExtensionNoise(message)) {
      e.preventDefault();
      return;
    }
    reportError(reason, 'Unhandled rejection', 'error');
  });
}
