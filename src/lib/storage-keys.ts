/**
 * Every key the site writes to localStorage, in one list, named `devtoolbox:<area>:<what>`: the Privacy page
 * names what each holds, and clearing the site's settings needs nothing but this list. A key that replaced an
 * older name lists that name under `legacy`; the first read moves the saved value over (see migrateStorageKey),
 * so a user's settings survive the rename.
 */
export interface StorageKey {
  key: string;
  /** Names this setting had before; read once, moved to `key`, then removed. */
  legacy: readonly string[];
  /** What it holds, in the Privacy page's words. */
  holds: string;
}

export const STORAGE_KEYS = {
  /** "light" or "dark"; read before the first paint by the inline script in index.html. */
  theme: { key: 'devtoolbox:site:theme', legacy: ['devtoolbox-theme'], holds: 'theme preference' },
  /** The language chosen in the language menu or in the offer to switch ("en", "de" …); never a redirect. */
  language: { key: 'devtoolbox:site:language', legacy: [], holds: 'language you chose' },
  compareOptions: { key: 'devtoolbox:compare:options', legacy: ['devtoolbox-compare-options'], holds: 'compare options (ignore whitespace, case and key order; highlight words or characters; view, layout and context lines)' },
  formatterOutputView: {
    key: 'devtoolbox:formatter:output-view',
    legacy: [],
    holds: 'formatter’s output view settings',
  },
  jsonGeneratorSchema: {
    key: 'devtoolbox:json-generator:schema',
    legacy: ['devtoolbox:json-generator'],
    holds: 'JSON generator’s schema',
  },
  formatterOptions: {
    key: 'devtoolbox:formatter:options',
    legacy: [],
    holds: 'formatter options of each language (indentation, line width, minify, sort keys, SQL dialect), the format-on-paste setting',
  },
} as const satisfies Record<string, StorageKey>;

/**
 * What the site keeps in IndexedDB (too large for localStorage's few megabytes): one database, one store, one
 * record per tool. Listed here with the localStorage keys so the Privacy page names everything the site stores.
 */
export const INDEXED_DB = {
  database: 'devtoolbox',
  store: 'inputs',
  holds: 'the last input of each formatter, up to 5 MB each, under the tool’s name, until you press Clear',
} as const;

/** The part of the Storage interface the migration needs (localStorage, or a test's stand-in). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Moves a setting saved under an older name to its current key: when the current key holds nothing, the first
 * legacy value found is copied over; the legacy keys are removed either way. Storage errors (disabled storage,
 * a full quota) leave things as they are: the setting then simply starts from its default.
 */
export function migrateStorageKey(storage: KeyValueStorage, entry: StorageKey): void {
  try {
    if (entry.legacy.every((old) => storage.getItem(old) === null)) return;
    if (storage.getItem(entry.key) === null) {
      const old = entry.legacy.map((k) => storage.getItem(k)).find((v) => v !== null);
      if (old != null) storage.setItem(entry.key, old);
    }
    for (const old of entry.legacy) storage.removeItem(old);
  } catch {
    /* storage unavailable: nothing to move */
  }
}

/**
 * `storage` (localStorage by default) for a zustand persist store saved under `entry.key`: the first read moves a
 * value saved under a legacy name over. Use as createJSONStorage(() => migratingStorage(STORAGE_KEYS.x)) with
 * `name: STORAGE_KEYS.x.key`. Throws where there is no localStorage (prerendering, storage blocked), as reading
 * localStorage itself would: the store then keeps its settings in memory only.
 */
export function migratingStorage(entry: StorageKey, storage: KeyValueStorage = localStorage): KeyValueStorage {
  let migrated = false;
  return {
    getItem: (name) => {
      if (!migrated && name === entry.key) {
        migrated = true;
        migrateStorageKey(storage, entry);
      }
      return storage.getItem(name);
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}
