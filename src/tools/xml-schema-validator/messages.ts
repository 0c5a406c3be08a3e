import { messageScope, useScope } from '../../lib/i18n';
import type en from './messages/en.json';

/** The XML Schema Validator's screen: every text it shows, one file per language. */
export const xmlValidatorMessages = messageScope<keyof typeof en>('xml-schema-validator', {
  en: () => import('./messages/en.json'),
  nl: () => import('./messages/nl.json'),
  de: () => import('./messages/de.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
  pl: () => import('./messages/pl.json'),
});

/** The screen's texts in the page's language. */
export const useXmlValidatorT = () => useScope(xmlValidatorMessages);
