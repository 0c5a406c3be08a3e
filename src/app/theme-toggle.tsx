import { useT } from '../lib/messages';
import { useTheme } from '../lib/theme';
import { useHydrated } from '../lib/use-hydrated';

/** Light/dark switch; the label is stable across server and client render, the pressed state follows after mount. */
export function ThemeToggle() {
  const t = useT();
  const theme = useTheme((s) => s.theme);
  const toggle = useTheme((s) => s.toggle);
  // The pressed state follows after hydration; until the app runs, a press would do nothing, so it waits.
  const mounted = useHydrated();
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={t('theme.label')}
      aria-pressed={mounted ? theme === 'dark' : undefined}
      disabled={!mounted}
      onClick={toggle}
      title={t('theme.toggle')}
    >
      <svg className="icon-moon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg className="icon-sun" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  );
}
