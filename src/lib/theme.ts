import { create } from 'zustand';
import { STORAGE_KEYS, migrateStorageKey } from './storage-keys';

export type Theme = 'light' | 'dark';

/** The theme the inline script in index.html already applied: saved preference, else the system setting. */
function initialTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  // A preference saved under the key's former name moves to the current one (index.html reads both meanwhile).
  if (typeof localStorage !== 'undefined') migrateStorageKey(localStorage, STORAGE_KEYS.theme);
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

interface ThemeState {
  theme: Theme;
  toggle(): void;
}

export const useTheme = create<ThemeState>((set, get) => ({
  theme: initialTheme(),
  toggle() {
    const theme: Theme = get().theme === 'dark' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', theme === 'dark');
    try {
      localStorage.setItem(STORAGE_KEYS.theme.key, theme);
      // Saved under its current name now: the old one (still read by index.html's script) goes.
      for (const old of STORAGE_KEYS.theme.legacy) localStorage.removeItem(old);
    } catch {
      /* storage may be disabled; the toggle still applies to this page */
    }
    set({ theme });
  },
}));
