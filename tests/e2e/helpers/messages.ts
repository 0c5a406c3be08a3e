import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES, type Locale } from '../../../src/lib/locale';

/**
 * The site's message files as the tests read them: `site` (src/messages/<locale>.json), `engine`
 * (src/messages/engine/<locale>.json) or a tool folder's name (src/tools/<folder>/messages/<locale>.json).
 */
export type MessageScopeName = 'site' | 'engine' | (string & {});

const dirOf = (scope: MessageScopeName) => (scope === 'site' ? 'src/messages' : scope === 'engine' ? 'src/messages/engine' : `src/tools/${scope}/messages`);

const files = new Map<string, Record<string, string>>();

/** One language's file of a scope (read once). */
export function messageFile(scope: MessageScopeName, locale: Locale): Record<string, string> {
  const file = `${dirOf(scope)}/${locale}.json`;
  let messages = files.get(file);
  if (!messages) {
    if (!existsSync(file)) throw new Error(`${file} does not exist: the ${scope} screen has no messages in ${locale} yet`);
    files.set(file, (messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  }
  return messages;
}

/** A message as the page shows it: `key` of `scope` in `locale`, formatted with `values`. */
export function message(scope: MessageScopeName, locale: Locale, key: string, values?: Record<string, string | number>): string {
  const source = messageFile(scope, locale)[key];
  if (source === undefined) throw new Error(`${dirOf(scope)}/${locale}.json has no "${key}"`);
  return String(new IntlMessageFormat(source, INTL_LOCALES[locale], undefined, { ignoreTag: true }).format(values));
}

/** Every scope that has message files: the site, the engines and each tool folder with a messages/ folder. */
export function messageScopes(): MessageScopeName[] {
  const tools = readdirSync('src/tools').filter((folder) => existsSync(path.join('src/tools', folder, 'messages/en.json')));
  return ['site', 'engine', ...tools];
}
