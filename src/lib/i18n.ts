/**
 * Messages in the page's language: ICU MessageFormat (plurals, selects, numbers) formatted by FormatJS's
 * intl-messageformat. The build parses every message once (scripts/messages-plugin.ts): a message with arguments
 * reaches the page as its syntax tree and plain text as a string, so the page carries no ICU parser (the build
 * aliases it to FormatJS's `no-parser`).
 *
 * Messages live in JSON files, one per language: the site's own in `src/messages/<locale>.json`, a tool folder's in
 * `src/tools/<tool>/messages/<locale>.json`. Each such set is a {@link MessageScope}; a route loads the scopes it
 * shows in its language before it renders (the router's loaders), so a component reads them synchronously:
 * `const t = useT(); t('footer.mostUsed')`, or `useT(scope)` for a tool folder's scope. Keys are the English file's:
 * a missing or misspelt key fails the type-check.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { useRouterState } from '@tanstack/react-router';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES, localeOf, LOCALES, type Locale } from './locale';

/** A message as the build hands it over: plain text, or the ICU syntax tree of a message with arguments. */
type CompiledMessage = string | MessageFormatElement[];

/** The values of a message's arguments: `{count}` takes a number, `{name}` a string. */
export type MessageValues = Record<string, string | number | Date>;

/** A key of a scope, with the values its message takes (when it takes any). */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/** What a language's file of a scope looks like: the English file's keys, each with a message. */
export type MessagesShape<K extends string> = Readonly<Record<K, string>>;

/** Loads one language's file of a scope (a dynamic import of its JSON file: its own chunk). */
export type MessageLoader<K extends string> = () => Promise<{ default: MessagesShape<K> }>;

/** What a route needs of a set of messages: loading one language of it. */
export interface MessageSource {
  /** For error messages: `site`, or the tool folder's name. */
  readonly name: string;
  /** Loads the messages of `locale` once; every later call returns the same promise. */
  load(locale: Locale): Promise<void>;
}

/** A set of messages with one file per language, loaded per language on demand. */
export interface MessageScope<K extends string> extends MessageSource {
  /** Whether the messages of `locale` are loaded. */
  loaded(locale: Locale): boolean;
  /** Whether the loaded messages of `locale` have `key` (for scopes whose keys come from data, e.g. error codes). */
  has(locale: Locale, key: string): boolean;
  /** A function that formats this scope's messages in `locale` (loaded before: a route's loader loads its scopes). */
  translator(locale: Locale): Translate<K>;
}

/**
 * A scope over one JSON file per language. `loaders` names every language (a missing one fails the type-check),
 * and each file must have every key of `K` (the English file's: a file that lacks one fails the type-check, and
 * `src/messages/messages.test.ts` fails on extra, unused or malformed ones).
 */
export function messageScope<K extends string>(name: string, loaders: Record<Locale, MessageLoader<K>>): MessageScope<K> {
  const files = new Map<Locale, Record<string, CompiledMessage>>();
  const pending = new Map<Locale, Promise<void>>();
  const formats = new Map<string, IntlMessageFormat>();
  const translators = new Map<Locale, Translate<K>>();

  const load = (locale: Locale): Promise<void> => {
    let p = pending.get(locale);
    if (!p) {
      p = loaders[locale]().then((m) => void files.set(locale, m.default as unknown as Record<string, CompiledMessage>));
      // A failed load (offline before the first visit, a new deployment's chunk names) is tried again next time.
      p.catch(() => pending.delete(locale));
      pending.set(locale, p);
    }
    return p;
  };

  const format = (locale: Locale, key: K, values?: MessageValues): string => {
    const file = files.get(locale);
    if (!file) throw new Error(`The ${name} messages of ${locale} are not loaded`);
    const message = file[key];
    if (message === undefined) throw new Error(`The ${name} messages of ${locale} have no "${key}"`);
    // Plain text as it is. (Outside the build, in tests that import a file as JSON, a message with arguments is
    // still a string: the full intl-messageformat there parses it.)
    if (typeof message === 'string' && !/[{}]/.test(message)) return message;
    const id = `${locale}\n${key}`;
    let compiled = formats.get(id);
    if (!compiled) {
      compiled = new IntlMessageFormat(message, INTL_LOCALES[locale], undefined, { ignoreTag: true });
      formats.set(id, compiled);
    }
    return String(compiled.format(values));
  };

  return {
    name,
    load,
    loaded: (locale) => files.has(locale),
    has: (locale, key) => files.get(locale)?.[key] !== undefined,
    translator(locale) {
      let t = translators.get(locale);
      if (!t) {
        t = (key, values) => format(locale, key, values);
        translators.set(locale, t);
      }
      return t;
    },
  };
}

/** Loads a scope in every language (prerendering, tests). */
export const loadAllLocales = <K extends string>(scope: MessageScope<K>): Promise<void[]> => Promise.all(LOCALES.map((l) => scope.load(l)));

/**
 * The language of the page on screen: that of the router's resolved location, which changes only once a
 * navigation's loaders (which load its messages) are done, or English. (Not the matches' locale parameter: on a
 * switch of language, a change of that parameter only, the matches have the new one while its messages still load.)
 * The router's locations are site paths already: it takes the base path off (a subfolder build's
 * `/tools/devtoolbox/de/json-formatter` is `/de/json-formatter` there).
 */
export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeOf((s.resolvedLocation ?? s.location).pathname) });
}

/** The messages of `scope` in the page's language. */
export function useScope<K extends string>(scope: MessageScope<K>): Translate<K> {
  return scope.translator(useLocale());
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<Locale, Intl.DisplayNames>();

/** Numbers, sizes, dates and country names in a language, through `Intl` (cached per locale and options). */
export function intlFormat(locale: Locale) {
  const intlLocale = INTL_LOCALES[locale];
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const id = `${locale}\n${JSON.stringify(options)}`;
    let f = numberFormats.get(id);
    if (!f) numberFormats.set(id, (f = new Intl.NumberFormat(intlLocale, options)));
    return f;
  };
  return {
    /** 1234567 → "1,234,567" (en), "1.234.567" (de), "1 234 567" (fr, pl). */
    number: (n: number, options?: Intl.NumberFormatOptions) => numberFormat(options).format(n),
    /** A byte count in the largest unit that keeps it at least 1: "512 bytes", "1.5 MB", "2 GB" in the language's words. */
    bytes(n: number): string {
      const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
      let i = 0;
      while (i < units.length - 1 && n >= 1024 ** (i + 1)) i++;
      return numberFormat({ style: 'unit', unit: units[i], unitDisplay: i === 0 ? 'long' : 'short', maximumFractionDigits: i === 0 ? 0 : 1 }).format(n / 1024 ** i);
    },
    /** A calendar date: "26 November 2026", "26. November 2026", "26 listopada 2026". */
    date: (d: Date | string) => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(typeof d === 'string' ? new Date(d) : d),
    /** A country's name from its ISO 3166 code: "DE" → "Germany", "Duitsland", "Allemagne". */
    country(code: string): string {
      let names = displayNames.get(locale);
      if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([intlLocale], { type: 'region' })));
      return names.of(code.toUpperCase()) ?? code;
    },
  };
}

/** {@link intlFormat} in the page's language. */
export const useIntlFormat = () => intlFormat(useLocale());
