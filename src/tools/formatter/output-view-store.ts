import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, migratingStorage } from '../../lib/storage-keys';

interface OutputViewState {
  /** Long lines wrap in the output instead of scrolling sideways. */
  wrap: boolean;
  /** The output is coloured by syntax. */
  colours: boolean;
  setWrap: (wrap: boolean) => void;
  setColours: (colours: boolean) => void;
}

/**
 * How the formatter shows its output, the same for every language and remembered in localStorage. Hydration is
 * skipped at creation and done by the panel after mount, so prerendered HTML (defaults) and the first render agree.
 */
export const useOutputView = create<OutputViewState>()(
  persist(
    (set) => ({
      wrap: false,
      colours: true,
      setWrap: (wrap) => set({ wrap }),
      setColours: (colours) => set({ colours }),
    }),
    {
      name: STORAGE_KEYS.formatterOutputView.key,
      version: 1,
      storage: createJSONStorage(() => migratingStorage(STORAGE_KEYS.formatterOutputView)),
      skipHydration: true,
      partialize: ({ wrap, colours }) => ({ wrap, colours }),
    },
  ),
);
