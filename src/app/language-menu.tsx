import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../components/controls';
import { SiteLink } from '../components/site-link';
import { useLocale } from '../lib/i18n';
import { localeToOffer, rememberedLocale, rememberLocale } from '../lib/language-choice';
import { LOCALE_NAMES, LOCALES, withoutLocale, type Locale } from '../lib/locale';
import { messages, useT } from '../lib/messages';
import { useHydrated } from '../lib/use-hydrated';

/** The page on screen without its language prefix, with its query (the search page's `q`): what a switch keeps. */
function useHere(): { path: string; search: Record<string, string> } {
  const location = useRouterState({ select: (s) => s.resolvedLocation ?? s.location });
  return { path: withoutLocale(location.pathname), search: location.search as Record<string, string> };
}

/**
 * One link per language to the page on screen. A click is a navigation inside the app: the page stays mounted and
 * keeps what is typed in it (the language is a parameter of the same route); the choice is remembered.
 */
function LanguageList({ onChoose }: { onChoose?(): void }) {
  const locale = useLocale();
  const here = useHere();
  return (
    <ul>
      {LOCALES.map((l) => (
        <li key={l}>
          <SiteLink
            to={here.path}
            search={here.search}
            locale={l}
            lang={l}
            hrefLang={l}
            aria-current={l === locale ? 'true' : undefined}
            onClick={() => {
              rememberLocale(l);
              onChoose?.();
            }}
          >
            {LOCALE_NAMES[l]}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu: a disclosure (it opens before the app runs too; its links are plain links then). */
export function LanguageMenu() {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => ref.current?.removeAttribute('open');
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);
  return (
    <details
      ref={ref}
      className="language-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && ref.current?.open) {
          close();
          ref.current.querySelector('summary')?.focus();
        }
      }}
    >
      {/* Its name is what it shows (the language's code) after what it is: "Language: English EN". */}
      <summary>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="visually-hidden">{t('language.menu', { language: LOCALE_NAMES[locale] })} </span>
        <span>{locale.toUpperCase()}</span>
      </summary>
      <div className="language-menu-list">
        <LanguageList onChoose={close} />
      </div>
    </details>
  );
}

/** The footer's list of languages. */
export function LanguageLinks() {
  const t = useT();
  return (
    <nav className="footer-languages" aria-label={t('language.label')}>
      <LanguageList />
    </nav>
  );
}

/**
 * A one-line offer, in the offered language, to read the page in the language the visitor chose before or their
 * browser asks for. Never a redirect: a visit to `/` stays English on every static host. Answering it (either way)
 * is remembered. Shown after the app has started, fixed at the bottom: it moves nothing on the page.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const hydrated = useHydrated();
  const here = useHere();
  const [offer, setOffer] = useState<Locale | null>(null);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (!hydrated || answered) return;
    const wanted = localeToOffer(locale, rememberedLocale(), navigator.languages ?? [navigator.language]);
    if (!wanted) return setOffer(null);
    let live = true;
    // The offer speaks the visitor's language: that language's messages load for it (only for these visitors).
    messages.load(wanted).then(
      () => live && setOffer(wanted),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [hydrated, locale, answered]);

  if (!offer || answered) return null;
  const t = messages.translator(offer);
  const answer = (chosen: Locale) => {
    rememberLocale(chosen);
    setAnswered(true);
  };
  return (
    <div className="language-offer" role="region" lang={offer} aria-label={t('language.label')}>
      <p>{t('language.offer')}</p>
      <SiteLink to={here.path} search={here.search} locale={offer} hrefLang={offer} className={buttonClass('primary')} onClick={() => answer(offer)}>
        {t('language.offerAccept')}
      </SiteLink>
      <button type="button" className={buttonClass()} onClick={() => answer(locale)}>
        {t('language.offerDismiss')}
      </button>
    </div>
  );
}
