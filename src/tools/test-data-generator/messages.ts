import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The words of the Test Data Generator's screen, one file per language (`messages/<locale>.json`). */
export const testDataMessages = messageScope<keyof typeof en>('test-data-generator', {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  pl: () => import('./messages/pl.json', { with: { type: 'json' } }),
});

/** The screen's messages in the page's language. */
export const useTestDataT = () => useScope(testDataMessages);
