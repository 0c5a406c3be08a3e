import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SiteLink } from '../components/site-link';
import { useShownTools } from '../lib/host-config';
import { useT, type MessageKey } from '../lib/messages';
import { useHydrated } from '../lib/use-hydrated';
import { usePageLocation } from '../lib/page-location';
import { kindLabel, MENU_GROUPS, TOOLS, toolText, type ToolGroup } from '../tools/catalogue';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';

/** Dropdowns close this long after the pointer leaves (product constant). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;

/**
 * What the header shows on the visitor's first input, before any message file is there: every page carries it
 * (entry-server.tsx). The mobile menu is not in the page's HTML; the menus' names are (closed menus render hidden),
 * listed anyway so that no change in how a menu renders leaves one opened first without its names.
 */
export const HEADER_FIRST_INPUT_MESSAGES: readonly MessageKey[] = [
  'header.mobileNav',
  'header.closeMenu',
  ...MENU_GROUPS.map((g) => kindLabel(g.kind)),
  ...TOOLS.map((tool) => `tool.${tool.id}.name` as const),
];

/** The header's groups with the tools this host shows; a group left empty is not shown. */
function useMenuGroups(): ToolGroup[] {
  const shown = useShownTools(TOOLS);
  return MENU_GROUPS.map((g) => ({ ...g, tools: g.tools.filter((t) => shown.includes(t)) })).filter((g) => g.tools.length > 0);
}

function Dropdown({ group }: { group: ToolGroup }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = `menu-${group.kind}`;

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusItem = (i: number) => {
    const all = items();
    if (all.length) all[(i + all.length) % all.length].focus();
  };
  const openAndFocus = (i: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(i));
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      openAndFocus(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus(-1);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    const all = items();
    const i = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(i + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(i - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(-1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className="nav-dropdown"
      onMouseEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-dropdown-button"
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="true"
        disabled={!hydrated}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        {t(kindLabel(group.kind))} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} ref={listRef} className="nav-dropdown-menu" hidden={!open} onKeyDown={onListKey}>
        {group.tools.map((tool) => (
          <li key={tool.path}>
            <SiteLink to={tool.path} className="nav-dropdown-item" onClick={() => setOpen(false)}>
              {toolText(tool, t).name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileMenu({ onNavigate }: { onNavigate(): void }) {
  const t = useT();
  const [expanded, setExpanded] = useState<string | null>(null);
  const hydrated = useHydrated();
  const groups = useMenuGroups();
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label={t('header.mobileNav')}>
      <ul>
        <li>
          <SiteLink to="/" className="mobile-link" onClick={onNavigate}>
            {t('header.home')}
          </SiteLink>
        </li>
        {groups.map((g) => {
          const open = expanded === g.kind;
          const id = `mobile-group-${g.kind}`;
          return (
            <li key={g.kind}>
              <button
                type="button"
                className="mobile-group-button"
                disabled={!hydrated}
                aria-expanded={open}
                aria-controls={id}
                onClick={() => setExpanded(open ? null : g.kind)}
              >
                {t(kindLabel(g.kind))} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
              </button>
              <ul id={id} hidden={!open} className="mobile-group">
                {g.tools.map((tool) => (
                  <li key={tool.path}>
                    <SiteLink to={tool.path} className="mobile-link" onClick={onNavigate}>
                      {toolText(tool, t).name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        <li>
          <SiteLink to="/about" className="mobile-link" onClick={onNavigate}>
            {t('header.about')}
          </SiteLink>
        </li>
      </ul>
    </nav>
  );
}

/** Fixed header: logo, Home, the tool menus, About, language menu, theme toggle; a toggle menu where the tool menus' labels do not fit on one line (base.css). */
export function Header() {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The menus open only once the app runs: until then their buttons wait (a press would do nothing).
  const hydrated = useHydrated();
  const { pathname } = usePageLocation();
  const groups = useMenuGroups();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header className={`site-header${scrolled ? ' is-scrolled' : ''}`}>
      <div className="header-inner">
        <SiteLink to="/" className="logo" aria-label={t('header.logoLabel')}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 64 64">
            <rect width="64" height="64" rx="14" fill="#0B0B2B" />
            <path d="M22 20 10 32l12 12M42 20l12 12-12 12M36 14 28 50" fill="none" stroke="#a5b4fc" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>DevToolbox</span>
        </SiteLink>
        <nav className="desktop-nav" aria-label={t('header.mainNav')}>
          <ul className="nav-list">
            <li className="nav-home">
              <SiteLink to="/" className="nav-link">
                {t('header.home')}
              </SiteLink>
            </li>
            {groups.map((g) => (
              <Dropdown key={g.kind} group={g} />
            ))}
            <li>
              <SiteLink to="/about" className="nav-link">
                {t('header.about')}
              </SiteLink>
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageMenu />
          <ThemeToggle />
          <button
            type="button"
            className="mobile-toggle"
            disabled={!hydrated}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            <span className="visually-hidden">{mobileOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {mobileOpen && <MobileMenu onNavigate={() => setMobileOpen(false)} />}
    </header>
  );
}
