import { describe, expect, it } from 'vitest';
import {
  isExtensionNoise,
  recordedEvents,
  reportError,
  reportToolFailure,
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

  it('reports errors with context and severity and the error class, never the message', () => {
    const marker = 'USER_INPUT_MARKER_91c2';
    reportError(new TypeError(`Unexpected token in <${marker}>`), 'Code editor', 'warning');
    const event = recordedEvents().at(-1)!;
    expect(event.kind).toBe('error');
    expect(event.name).toBe('exception');
    expect(event.params).toMatchObject({ error: 'TypeError', context: 'Code editor', severity: 'warning' });
    expect(JSON.stringify(event)).not.toContain(marker);
    reportError(`a string ${marker}`, 'Global');
    expect(recordedEvents().at(-1)!.params).toEqual({ error: 'string', context: 'Global', severity: 'error' });
  });

  it('reports tool failures by kind and engine code only', () => {
    reportToolFailure('XML Compare', 'input-rejected', 'xml-syntax');
    expect(recordedEvents().at(-1)).toEqual({
      kind: 'error',
      name: 'tool_failure',
      params: { context: 'XML Compare', kind: 'input-rejected', code: 'xml-syntax', severity: 'warning' },
    });
    reportToolFailure('JSON Formatter', 'crashed');
    expect(recordedEvents().at(-1)!.params).toEqual({ context: 'JSON Formatter', kind: 'crashed', severity: 'error' });
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
