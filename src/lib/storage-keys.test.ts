import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { privacy } from '../content/pages/privacy';
import { INDEXED_DB, STORAGE_KEYS, migrateStorageKey, migratingStorage, type KeyValueStorage, type StorageKey } from './storage-keys';

/** A localStorage stand-in over a Map, counting writes. */
function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  let writes = 0;
  const storage: KeyValueStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      writes++;
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
  return { storage, map, writes: () => writes };
}

const ENTRY: StorageKey = { key: 'devtoolbox:tool:what', legacy: ['devtoolbox-tool-what', 'tool-what'], holds: 'what' };

describe('storage keys', () => {
  it('every key follows devtoolbox:<area>:<what> and is unique, legacy names included', () => {
    const all = Object.values(STORAGE_KEYS).flatMap((e: StorageKey) => [e.key, ...e.legacy]);
    expect(new Set(all).size).toBe(all.length);
    for (const e of Object.values(STORAGE_KEYS)) expect(e.key).toMatch(/^devtoolbox:[a-z-]+:[a-z-]+$/);
  });

  it('the Privacy page names what each key holds', () => {
    const text = privacy.sections.flatMap((s) => s.paragraphs ?? []).join(' ');
    for (const e of Object.values(STORAGE_KEYS)) expect(text).toContain(e.holds);
    expect(text).toContain(INDEXED_DB.holds);
    expect(text).toContain(`IndexedDB database “${INDEXED_DB.database}”`);
  });

  it('the theme script in index.html reads the theme key, then its former name', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const { key, legacy } = STORAGE_KEYS.theme;
    expect(html).toContain(`localStorage.getItem('${key}') || localStorage.getItem('${legacy[0]}')`);
  });
});

describe('migrateStorageKey', () => {
  it('moves a value saved under a former name to the current key, once', () => {
    const m = memoryStorage({ 'devtoolbox-tool-what': '{"state":{"a":1},"version":1}' });
    migrateStorageKey(m.storage, ENTRY);
    expect([...m.map]).toEqual([['devtoolbox:tool:what', '{"state":{"a":1},"version":1}']]);
    migrateStorageKey(m.storage, ENTRY);
    expect(m.writes()).toBe(1);
  });

  it('takes the first former name that holds a value and removes them all', () => {
    const m = memoryStorage({ 'tool-what': 'older', 'devtoolbox-tool-what': 'newer' });
    migrateStorageKey(m.storage, ENTRY);
    expect([...m.map]).toEqual([['devtoolbox:tool:what', 'newer']]);
  });

  it('never overwrites a value already saved under the current key', () => {
    const m = memoryStorage({ 'devtoolbox:tool:what': 'current', 'devtoolbox-tool-what': 'old' });
    migrateStorageKey(m.storage, ENTRY);
    expect([...m.map]).toEqual([['devtoolbox:tool:what', 'current']]);
  });

  it('does nothing without a former value, and nothing harmful when storage fails', () => {
    const m = memoryStorage({ other: 'x' });
    migrateStorageKey(m.storage, ENTRY);
    expect([...m.map]).toEqual([['other', 'x']]);
    const failing: KeyValueStorage = {
      getItem: () => 'old',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => migrateStorageKey(failing, ENTRY)).not.toThrow();
  });
});

describe('migratingStorage', () => {
  it('moves the former value over on the first read of its key, so a persisted store restores it', () => {
    const m = memoryStorage({ 'devtoolbox-tool-what': 'saved' });
    const storage = migratingStorage(ENTRY, m.storage);
    expect(storage.getItem('unrelated')).toBeNull();
    expect(m.map.has('devtoolbox-tool-what')).toBe(true);
    expect(storage.getItem('devtoolbox:tool:what')).toBe('saved');
    expect(m.map.has('devtoolbox-tool-what')).toBe(false);
    storage.setItem('devtoolbox:tool:what', 'edited');
    expect(storage.getItem('devtoolbox:tool:what')).toBe('edited');
  });
});
