import { INDEXED_DB } from './storage-keys';

/**
 * A tool's last input, kept on this device in IndexedDB (never sent anywhere) so that a reload restores it.
 * A tiny wrapper over one object store keyed by tool id; every call resolves (to undefined/false when IndexedDB
 * is missing or blocked, as in private windows of some browsers): losing a saved input is never an error.
 */

/** Inputs longer than this are not kept (UTF-16 units, which never exceed the UTF-8 size, so nothing within 5 MB of UTF-8 is refused); the page says so. */
export const MAX_SAVED_INPUT = 5 * 1024 * 1024;

/** Shown when an input is too large to be kept. */
export const INPUT_NOT_SAVED_MESSAGE = 'Inputs over 5 MB are not kept on this device: this one will be gone after a reload.';

let db: Promise<IDBDatabase | null> | undefined;

function open(): Promise<IDBDatabase | null> {
  db ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      const request = indexedDB.open(INDEXED_DB.database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(INDEXED_DB.store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  }).then((d) => {
    if (!d) db = undefined;
    return d;
  });
  return db;
}

/** Runs one request in its own transaction; resolves with its result, or undefined on any failure. */
async function run<T>(mode: IDBTransactionMode, make: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const d = await open();
  if (!d) return undefined;
  return new Promise<T | undefined>((resolve) => {
    try {
      const tx = d.transaction(INDEXED_DB.store, mode);
      const request = make(tx.objectStore(INDEXED_DB.store));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => resolve(undefined);
      tx.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** The saved input of `tool`, if any. */
export async function loadInput(tool: string): Promise<string | undefined> {
  const value = await run('readonly', (s) => s.get(tool) as IDBRequest<unknown>);
  return typeof value === 'string' ? value : undefined;
}

/** Keeps `text` as the input of `tool` (an empty text deletes it); false when it was not stored. */
export async function saveInput(tool: string, text: string): Promise<boolean> {
  if (!text) {
    await deleteInput(tool);
    return true;
  }
  if (text.length > MAX_SAVED_INPUT) return false;
  return (await run('readwrite', (s) => s.put(text, tool))) !== undefined;
}

/** Deletes the saved input of `tool`. */
export async function deleteInput(tool: string): Promise<void> {
  await run('readwrite', (s) => s.delete(tool) as IDBRequest<unknown>);
}
