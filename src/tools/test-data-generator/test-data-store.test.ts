import { beforeEach, describe, expect, it } from 'vitest';
import { clampQuantity, useTestDataStore } from './test-data-store';

describe('clampQuantity', () => {
  it.each([
    ['25', 25],
    ['1', 1],
    ['1000', 1000],
    ['5000', 1000],
    ['0', 1],
    ['-3', 1],
    ['', 1],
    ['abc', 1],
    ['12.7', 12],
  ])('%s → %d', (text, n) => {
    expect(clampQuantity(text)).toBe(n);
  });
});

describe('useTestDataStore', () => {
  beforeEach(() => useTestDataStore.getState().clearOutputs());

  it('defaults to the Netherlands', () => {
    expect(useTestDataStore.getState().country).toBe('NL');
  });

  it('shows one output at a time and flags it as copied', () => {
    const s = useTestDataStore.getState();
    s.showOutput('iban', 'NL91ABNA0417164300');
    s.showOutput('phone', '+31 6 12345678');
    expect(useTestDataStore.getState().outputs).toEqual({ phone: '+31 6 12345678' });
    expect(useTestDataStore.getState().copied).toEqual({ phone: true });
    s.setCopied('phone', false);
    expect(useTestDataStore.getState().copied).toEqual({ phone: false });
    s.clearOutputs();
    expect(useTestDataStore.getState().outputs).toEqual({});
  });
});
