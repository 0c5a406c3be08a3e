import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CompareOptions } from '@workers/compare/meta';
import { STORAGE_KEYS, migratingStorage } from '../../lib/storage-keys';

/** How the result list shows unchanged lines. */
export type CompareViewMode = 'all' | 'changes';

interface CompareOptionsState extends CompareOptions {
  view: CompareViewMode;
  setOption: (key: keyof CompareOptions, value: boolean) => void;
  setView: (view: CompareViewMode) => void;
}

/**
 * The compare screen's settings, shared by every compare type and persisted in localStorage.
 * Hydration is skipped at creation and done by the body after mount, so prerendered HTML (defaults) and the
 * first client render agree.
 */
export const useCompareOptions = create<CompareOptionsState>()(
  persist(
    (set) => ({
      ignoreWhitespace: false,
      ignoreCase: false,
      ignoreKeyOrder: false,
      view: 'all',
      setOption: (key, value) => set({ [key]: value }),
      setView: (view) => set({ view }),
    }),
    {
      name: STORAGE_KEYS.compareOptions.key,
      version: 1,
      storage: createJSONStorage(() => migratingStorage(STORAGE_KEYS.compareOptions)),
      skipHydration: true,
      partialize: ({ ignoreWhitespace, ignoreCase, ignoreKeyOrder, view }) => ({
        ignoreWhitespace,
        ignoreCase,
        ignoreKeyOrder,
        view,
      }),
    },
  ),
);

/** The engine options from the stored settings (key order only matters for JSON). */
export const engineOptions = (s: CompareOptions, isJson: boolean): CompareOptions => ({
  ignoreWhitespace: s.ignoreWhitespace,
  ignoreCase: s.ignoreCase,
  ignoreKeyOrder: isJson && s.ignoreKeyOrder,
});
