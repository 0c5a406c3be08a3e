import type en from '../messages/en.json';
import { messageScope, useScope, type Translate } from './i18n';

/** A key of the site's own messages (src/messages/en.json): the shell, the static pages, the catalogue's texts. */
export type MessageKey = keyof typeof en;

/**
 * The site's own messages: header, menus, footer, language offer, feedback form, the static pages' labels, page
 * metadata, every tool's name, title, description, intro and keywords, and the messages of src/lib. One file per
 * language, each its own chunk, loaded with every page of that language only.
 */
export const messages = messageScope<MessageKey>('site', {
  en: () => import('../messages/en.json', { with: { type: 'json' } }),
  nl: () => import('../messages/nl.json', { with: { type: 'json' } }),
  de: () => import('../messages/de.json', { with: { type: 'json' } }),
  fr: () => import('../messages/fr.json', { with: { type: 'json' } }),
  es: () => import('../messages/es.json', { with: { type: 'json' } }),
  it: () => import('../messages/it.json', { with: { type: 'json' } }),
  pl: () => import('../messages/pl.json', { with: { type: 'json' } }),
});

/**
 * The site's messages every prerendered page carries besides those its render read (see recordPageMessages in
 * i18n.ts): what the page can turn into when its files cannot be loaded (offline, a new deployment) or when the
 * host's settings hide its tool (the 404 page and its title), before any message file is there. (What the header
 * and the feedback dialog show on the visitor's first input is carried too: HEADER_FIRST_INPUT_MESSAGES and
 * FEEDBACK_FIRST_INPUT_MESSAGES, beside the components that show them.)
 */
export const CARRIED_BY_EVERY_PAGE: readonly MessageKey[] = [
  'pageError.title',
  'pageError.offline',
  'pageError.updated',
  'pageError.reload',
  'notFound.title',
  'notFound.text',
  'notFound.home',
  'notFound.popular',
  'meta.notFound.title',
  'meta.notFound.description',
];

/** The site's messages in the page's language: `const t = useT(); t('footer.mostUsed')`. */
export const useT = (): Translate<MessageKey> => useScope(messages);
