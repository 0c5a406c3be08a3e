import { describe, expect, it } from 'vitest';
import {
  isExtensionNoise,
  recordedEvents,
  reportError,
  reportPerformance,
  setTelemetrySink,
  telemetryEnabled,
  trackToolEvent,
  type TelemetryEvent,
} from './telemetry';

describe('telemetry', () => {
  it('is off without a build-time destination', () => {
    expect(telemetryEnabled()).toBe(false);
  });

  it('records tool events in category "Tool Usage" and hands them to a sink only when one is installed', () => {
    const sent: TelemetryEvent[] = [];
    trackToolEvent('Format Started', 'JSON Formatter');
    expect(sent).toEqual([]);
    setTelemetrySink({ send: (e) => sent.push(e) });
    trackToolEvent('Format Completed', 'JSON Formatter');
    setTelemetrySink(null);
    expect(sent).toEqual([{ kind: 'event', name: 'Format Completed', params: { event_category: 'Tool Usage', event_label: 'JSON Formatter' } }]);
    expect(recordedEvents().at(-2)?.name).toBe('Format Started');
  });

  it('reports errors with context and severity, keeping only the message', () => {
    reportError(new Error('boom'), 'Formatter: JSON Formatter', 'error');
    expect(recordedEvents().at(-1)).toEqual({
      kind: 'error',
      name: 'exception',
      params: { description: 'boom', context: 'Formatter: JSON Formatter', severity: 'error' },
    });
  });

  it('reports "Performance threshold exceeded" only above the threshold', () => {
    const before = recordedEvents().length;
    reportPerformance('LCP', 2000, 2500);
    expect(recordedEvents().length).toBe(before + 1);
    reportPerformance('LCP', 3000, 2500);
    expect(recordedEvents().at(-1)?.name).toBe('Performance threshold exceeded');
  });

  it.each([
    ['The message port closed before a response was received.', true],
    ['Unchecked runtime.lastError: Could not establish connection.', true],
    ['A listener indicated an asynchronous response by returning true, but the message channel closed', true],
    ['Cannot read properties of undefined', false],
  ])('treats %j as browser-extension noise: %s', (message, noise) => {
    expect(isExtensionNoise(message)).toBe(noise);
  });
});
