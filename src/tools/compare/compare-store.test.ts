import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useCompareOptions } from './compare-store';

// An in-memory localStorage (Node has none), installed before the store module loads, holding options saved
// under the key's former name.
const memory = vi.hoisted(() => {
  const map = new Map<string, string>([
    [
      'devtoolbox-compare-options',
      JSON.stringify({ state: { ignoreWhitespace: false, ignoreCase: true, ignoreKeyOrder: false, view: 'changes' }, version: 1 }),
    ],
  ]);
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  return map;
});

describe('compare options store', () => {
  it('restores options saved under the former key and keeps them under the current one', async () => {
    expect(useCompareOptions.getState().ignoreCase).toBe(false);
    await useCompareOptions.persist.rehydrate();
    expect(useCompareOptions.getState()).toMatchObject({ ignoreCase: true, view: 'changes' });
    expect(memory.has('devtoolbox-compare-options')).toBe(false);
    useCompareOptions.getState().setOption('ignoreWhitespace', true);
    expect(JSON.parse(memory.get(STORAGE_KEYS.compareOptions.key)!).state).toEqual({
      ignoreWhitespace: true,
      ignoreCase: true,
      ignoreKeyOrder: false,
      highlight: 'words',
      view: 'changes',
      layout: 'auto',
      context: 3,
      arrayKey: '',
      xml: { ignoreAttributeOrder: true, ignoreNamespacePrefixes: true, ignoreWhitespaceText: true, ignoreComments: false, matchBy: '' },
    });
  });
});
