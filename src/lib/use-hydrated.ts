import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while the browser hydrates it; true in every render once React runs the page.
 * Controls that only work with the app (menus, dialogs, a tool's inputs) stay disabled until then, so a press made
 * before the scripts ran is never silently lost; query-dependent output renders after hydration without a mismatch.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false);
