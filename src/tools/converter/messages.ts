import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The converter screen's own words, one file per language in `messages/`. */
export const converterMessages = messageScope<keyof typeof en>('converter', {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  pl: () => import('./messages/pl.json', { with: { type: 'json' } }),
});

/** The converter screen's messages in the page's language. */
export const useConverterT = () => useScope(converterMessages);
