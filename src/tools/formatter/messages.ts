import { messageScope, useScope, type Translate } from '../../lib/i18n';
import type en from './messages/en.json';

/** A key of the formatter screens' messages (messages/en.json). */
export type FormatterKey = keyof typeof en;

/**
 * The words of the 13 formatter screens (buttons, options, panels, big-file notices, share link, progress and the
 * formatter's error catalogue), one file per language, loaded with a formatter page in its language.
 */
export const formatterMessages = messageScope<FormatterKey>('formatter', {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  pl: () => import('./messages/pl.json', { with: { type: 'json' } }),
});

/** The formatter's messages in the page's language. */
export const useFormatterT = (): Translate<FormatterKey> => useScope(formatterMessages);
