import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The converter screen's own words, one file per language in `messages/`. */
export const converterMessages = messageScope<keyof typeof en>('converter', {
  en: () => import('./messages/en.json'),
  nl: () => import('./messages/nl.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
  pl: () => import('./messages/pl.json'),
});

/** The converter screen's messages in the page's language. */
export const useConverterT = () => useScope(converterMessages);
