import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The words of the Test Data Generator's screen, one file per language (`messages/<locale>.json`). */
export const testDataMessages = messageScope<keyof typeof en>('test-data-generator', {
  en: () => import('./messages/en.json'),
  nl: () => import('./messages/nl.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
  pl: () => import('./messages/pl.json'),
});

/** The screen's messages in the page's language. */
export const useTestDataT = () => useScope(testDataMessages);
