import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The Format & Diff screen's own words, one file per language in `messages/`. */
export const textToolMessages = messageScope<keyof typeof en>('text-tool', {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  pl: () => import('./messages/pl.json', { with: { type: 'json' } }),
});

/** The Format & Diff screen's messages in the page's language. */
export const useTextToolT = () => useScope(textToolMessages);
