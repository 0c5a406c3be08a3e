import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The JSON Schema Validator's screen: every text it shows, one file per language. */
export const schemaValidatorMessages = messageScope<keyof typeof en>('json-schema-validator', {
  en: () => import('./messages/en.json'),
  nl: () => import('./messages/nl.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
  pl: () => import('./messages/pl.json'),
});

/** The screen's texts in the page's language. */
export const useSchemaValidatorT = () => useScope(schemaValidatorMessages);
