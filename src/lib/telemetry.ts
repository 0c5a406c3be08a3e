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

/** Every tool-usage event the site sends (category "Tool Usage", label = tool title). */
export type ToolEventName =
  | 'Tool Opened'
  | 'Format Started'
  | 'Format Completed'
  | 'Compare Started'
  | 'Compare Completed'
  | 'Generate Started'
  | 'Generate Completed'
  | 'Export Started'
  | 'Export Completed'
  | 'Copy to Clipboard';

/** A tool-usage event in category "Tool Usage"; label = tool title, value = e.g. a record count. */
export function trackToolEvent(name: ToolEventName, tool: string, value?: number): void {
  const params: Record<string, string | number> = { event_category: 'Tool Usage', event_label: tool };
  if (value !== undefined) params.value = value;
  record({ kind: 'event', name, params });
}

/**
 * What went wrong in a tool, as a kind: `input-rejected` (the engine refused the input: a user error),
 * `crashed` (the worker died), `load-failed` (its script could not be fetched), `timeout` (it ran past its time
 * limit), `failed` (anything else).
 */
export type FailureKind = 'input-rejected' | 'crashed' | 'load-failed' | 'timeout' | 'failed';

/**
 * A tool's failure: the tool, the kind and, when the engine gave one, its error code. Never a message: an
 * engine's message can quote the user's input (an XML error names the user's tag).
 */
export function reportToolFailure(tool: string, kind: FailureKind, code?: string): void {
  const params: Record<string, string> = { context: tool, kind, severity: kind === 'input-rejected' ? 'warning' : 'error' };
  if (code) params.code = code;
  record({ kind: 'error', name: 'tool_failure', params });
}

/** The error's class name (TypeError, …) only: messages can carry user input, so none is ever sent. */
const errorName = (error: unknown): string =>
  error instanceof Error ? error.name || 'Error' : typeof error === 'string' ? 'string' : typeof error;

/** Where in our own scripts an error was thrown (first stack frame in /assets/ or /src/): no user data. */
function whereThrown(error: unknown): string | undefined {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const m = /\/(?:assets|src)\/[\w./-]+:\d+:\d+/.exec(stack);
  return m?.[0];
}

/**
 * An error outside the tools' jobs (start-up, clipboard, the editor, global handlers) with its context and
 * severity. Only the error's class and the script position are kept, never its message (see reportToolFailure).
 */
export function reportError(error: unknown, context: string, severity: Severity = 'error'): void {
  const params: Record<string, string> = { error: errorName(error), context, severity };
  const where = whereThrown(error);
  if (where) params.where = where;
  record({ kind: 'error', name: 'exception', params });
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
