import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The compare screens' own words (all five compare tools), one file per language in `messages/`. */
export const compareMessages = messageScope<keyof typeof en>('compare', {
  en: () => import('./messages/en.json'),
  nl: () => import('./messages/nl.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
  pl: () => import('./messages/pl.json'),
});

/** The compare screens' messages in the page's language. */
export const useCompareT = () => useScope(compareMessages);
