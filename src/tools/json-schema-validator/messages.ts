import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The JSON Schema Validator's screen: every text it shows, one file per language. */
export const schemaValidatorMessages = messageScope<keyof typeof en>('json-schema-validator', {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  nl: () => import('./messages/nl.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  fr: () => import('./messages/fr.json', { with: { type: 'json' } }),
  es: () => import('./messages/es.json', { with: { type: 'json' } }),
  it: () => import('./messages/it.json', { with: { type: 'json' } }),
  pl: () => import('./messages/pl.json', { with: { type: 'json' } }),
});

/** The screen's texts in the page's language. */
export const useSchemaValidatorT = () => useScope(schemaValidatorMessages);
