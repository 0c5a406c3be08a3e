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
 *
 * A prerendered page carries the messages it shows (and what its messages with arguments said), so its first route
 * loads no message file and not the formatter; they load on the visitor's first input, on a navigation, or when a
 * screen reads a message the page does not carry (see {@link seedPageMessages}).
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlMessageFormat } from 'intl-messageformat';
import { useSyncExternalStore } from 'react';
import { INTL_LOCALES, LOCALES, type Locale } from './locale';
import { usePageLocale } from './page-location';

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
  /**
   * Loads the whole file of `locale`, even where the page's own messages are there (see {@link seedPageMessages}):
   * what a job's failure or notes, or a screen after the visitor's first input, may need.
   */
  loadFile(locale: Locale): Promise<void>;
  /** Whether messages of `locale` are there: its whole file, or the ones the prerendered page carries. */
  loaded(locale: Locale): boolean;
  /** Whether the whole file of `locale` is loaded. */
  complete(locale: Locale): boolean;
  /** Whether the loaded messages of `locale` have `key` (for scopes whose keys come from data, e.g. error codes). */
  has(locale: Locale, key: string): boolean;
  /** A function that formats this scope's messages in `locale` (loaded before: a route's loader loads its scopes). */
  translator(locale: Locale): Translate<K>;
  /**
   * Calls `listener` when a message file (with the formatter) has loaded (a screen showing the page's messages
   * re-renders then, if that file is of its language).
   */
  subscribe(listener: () => void): () => void;
  /** Counts the loads of `locale`'s message files: what {@link useScope} re-renders on. */
  version(locale: Locale): number;
}

/**
 * The messages a prerendered page shows (scripts/prerender.mjs writes them into the page as a JSON block): what its
 * render read.
 */
export interface PageMessages {
  /** By language and scope, compiled as the build compiles the files (plain text, or an ICU syntax tree). */
  messages: Partial<Record<Locale, Record<string, Record<string, CompiledMessage>>>>;
  /**
   * What each message with arguments said on the page, by {@link shownId}: the page shows them again without
   * FormatJS's formatter, which loads with the message files.
   */
  shown: Record<string, string>;
  /**
   * What `Intl` said on the page (numbers, sizes, dates, country names), by {@link formattedId}: the page shows them
   * again without setting up an `Intl` formatter of its language while it hydrates (the first one of a language takes
   * 15–20 ms), and exactly as prerendered, whatever the browser's own data says.
   */
  formatted?: Record<string, string>;
}

/** A message with arguments as the page showed it: its language, scope, key and the values of its arguments. */
const shownId = (locale: Locale, scope: string, key: string, values: MessageValues | undefined) =>
  `${locale}\n${scope}\n${key}\n${values ? JSON.stringify(values) : ''}`;

/**
 * FormatJS's formatter of messages with arguments, loaded with the first message file (its own chunk: a
 * prerendered page shows what its messages said without it).
 */
let Formatter: typeof IntlMessageFormat | null = null;
let formatterLoading: Promise<void> | null = null;
/** Loads the formatter (only with a message file, which announces both: {@link changed}). */
function loadFormatter(): Promise<void> {
  formatterLoading ??= import('intl-messageformat').then(
    (m) => {
      Formatter = m.IntlMessageFormat;
    },
    (e: unknown) => {
      formatterLoading = null;
      throw e;
    },
  );
  return formatterLoading;
}

/**
 * A compiled message made of text and plain `{name}` arguments only, filled in as FormatJS's formatter fills it
 * (a string or number argument as `String(value)`); undefined for anything else (plurals, selects, formats, dates).
 * Element types are the parser's `TYPE.literal` (0) and `TYPE.argument` (1): importing the enum would bring the
 * parser's module into every page.
 */
function plainArguments(message: CompiledMessage, values: MessageValues | undefined): string | undefined {
  if (typeof message === 'string') return undefined;
  let text = '';
  for (const element of message) {
    if (element.type === 0) text += element.value;
    else if (element.type === 1 && (typeof values?.[element.value] === 'string' || typeof values?.[element.value] === 'number')) text += String(values[element.value]);
    else return undefined;
  }
  return text;
}

/**
 * Every screen showing messages of a language re-renders when a message file of that language has loaded (useScope):
 * a file of another language (the language offer's) re-renders nothing on the page.
 */
const listeners = new Set<() => void>();
const versions = new Map<Locale, number>();
const versionOf = (locale: Locale) => versions.get(locale) ?? 0;
function changed(locale: Locale) {
  versions.set(locale, versionOf(locale) + 1);
  for (const listener of listeners) listener();
}

/** The element of a prerendered page that carries its {@link PageMessages}. */
export const PAGE_MESSAGES_ID = 'page-messages';

/** Every scope by name, so a page's messages can be seeded into them and their files loaded after. */
const scopes = new Map<string, { loadFile(locale: Locale): Promise<void> }>();

/** The page's own messages ({@link seedPageMessages}), or null. */
let pageMessages: PageMessages | null = null;
/** While the first route loads (until hydration): a scope the page carries needs no file for it. */
let starting = false;
/** The whole files of the page's scopes, once the visitor's first input (or a job's failure) has asked for them. */
let filesLoading: Promise<void> | null = null;

/**
 * Seeds the scopes with the messages the prerendered page carries, before its route loads: the first route's
 * loaders then need no message file, and the page hydrates from what it carries. Their whole files load after
 * (see {@link loadPageMessageFiles}): on the visitor's first input, a navigation, or the read of a key the page
 * does not carry (a screen showing one re-renders once its file is there). Ends with {@link endPageMessagesStart}.
 */
export function seedPageMessages(data: PageMessages | null): void {
  pageMessages = data;
  starting = data !== null;
  filesLoading = null;
}

/** The first route has loaded and hydrated: from now on a route's loaders load whole files (client-side navigations). */
export function endPageMessagesStart(): void {
  starting = false;
}

/**
 * Loads the whole files of the scopes the page carries messages of (once; a failed load is tried again next time):
 * on the visitor's first input, and before a job's result or failure shows (its messages, notes included, are
 * rarely among what the page carried).
 */
export function loadPageMessageFiles(): Promise<void> {
  if (!pageMessages) return Promise.resolve();
  if (!filesLoading) {
    const loads: Promise<void>[] = [];
    for (const [locale, byScope] of Object.entries(pageMessages.messages) as [Locale, Record<string, unknown>][])
      for (const name of Object.keys(byScope)) {
        const scope = scopes.get(name);
        if (scope) loads.push(scope.loadFile(locale));
      }
    // A failed load (offline before the first visit) is tried again next time; meanwhile the page's own stay.
    filesLoading = Promise.all(loads).then(
      () => undefined,
      () => void (filesLoading = null),
    );
  }
  return filesLoading;
}
/**
 * Waits for the whole files of the page's scopes if they are loading (the visitor's input has started them), else
 * waits for nothing: a job the page runs by itself at load (the test-data generator's first rows) shows what the
 * page carries, a job the visitor started waits for the files.
 */
export const pageMessageFilesLoading = (): Promise<void> => filesLoading ?? Promise.resolve();

/** What the prerenderer records while it renders one page (see {@link recordPageMessages}). */
let recording: PageMessages | null = null;

/**
 * Records the messages read (and the scopes loaded) while `render` runs, by language: the prerenderer's
 * {@link PageMessages} of a page. One page at a time.
 */
export async function recordPageMessages<T>(render: () => Promise<T>): Promise<{ result: T; messages: PageMessages }> {
  const messages: PageMessages = { messages: {}, shown: {} };
  recording = messages;
  try {
    return { result: await render(), messages };
  } finally {
    recording = null;
  }
}

const recorded = (locale: Locale, name: string) => {
  if (!recording) return null;
  const byScope = (recording.messages[locale] ??= {});
  return (byScope[name] ??= {});
};

/**
 * A scope over one JSON file per language. `loaders` names every language (a missing one fails the type-check),
 * and each file must have every key of `K` (the English file's: a file that lacks one fails the type-check, and
 * `src/messages/messages.test.ts` fails on extra, unused or malformed ones).
 */
export function messageScope<K extends string>(name: string, loaders: Record<Locale, MessageLoader<K>>): MessageScope<K> {
  const files = new Map<Locale, Record<string, CompiledMessage>>();
  const pending = new Map<Locale, Promise<void>>();
  const formats = new Map<string, IntlMessageFormat>();
  const translators = new Map<Locale, Translate<K> & { version: number }>();

  const seed = (locale: Locale) => pageMessages?.messages[locale]?.[name];
  const messagesOf = (locale: Locale) => files.get(locale) ?? seed(locale);

  const loadFile = (locale: Locale): Promise<void> => {
    let p = pending.get(locale);
    if (!p) {
      p = Promise.all([loaders[locale](), loadFormatter()]).then(([m]) => {
        files.set(locale, m.default as unknown as Record<string, CompiledMessage>);
        changed(locale);
      });
      // A failed load (offline before the first visit, a new deployment's chunk names) is tried again next time.
      p.catch(() => pending.delete(locale));
      pending.set(locale, p);
    }
    return p;
  };

  const load = (locale: Locale): Promise<void> => {
    recorded(locale, name);
    // The first route of a prerendered page renders from the messages it carries.
    return starting && seed(locale) ? Promise.resolve() : loadFile(locale);
  };

  const format = (locale: Locale, key: K, values?: MessageValues): string => {
    const file = messagesOf(locale);
    if (!file) throw new Error(`The ${name} messages of ${locale} are not loaded`);
    const message = file[key];
    if (message === undefined) {
      if (files.has(locale)) throw new Error(`The ${name} messages of ${locale} have no "${key}"`);
      // A message the prerendered page does not carry (a screen its render did not show): nothing until the
      // whole file is there, then the screen re-renders with it. Before the visitor's first input (which loads the
      // files) that is a screen the prerenderer did not see: worth a warning (the e2e tests fail on it).
      if (!pending.has(locale)) {
        console.warn(`Message "${key}" of the ${name} messages of ${locale} is not among the page's: loading them all`);
        void loadFile(locale).catch(() => undefined);
      }
      return '';
    }
    const record = recorded(locale, name);
    if (record) record[key] = message;
    // Plain text as it is. (Outside the build, in tests that import a file as JSON, a message with arguments is
    // still a string: the full intl-messageformat there parses it.)
    if (typeof message === 'string' && !/[{}]/.test(message)) return message;
    // What the prerendered page showed for these values, as the formatter said it there: the same text (hydration
    // needs it to be), without setting up a formatter (its first one sets up the language's Intl data, ~20 ms)
    // while the page starts.
    const shown = pageMessages?.shown[shownId(locale, name, key, values)];
    if (shown !== undefined) return shown;
    if (!Formatter) {
      // Until the formatter is there (it loads with the message files), a message of text and plain arguments
      // filled in as FormatJS fills it (the footer's year after New Year).
      const plain = plainArguments(message, values);
      if (plain !== undefined) return plain;
      if (!pending.has(locale)) {
        console.warn(`Message "${key}" of the ${name} messages of ${locale} with these values is not among the page's: loading them all`);
        void loadFile(locale).catch(() => undefined);
      }
      return '';
    }
    const id = `${locale}\n${key}`;
    let compiled = formats.get(id);
    if (!compiled) {
      compiled = new Formatter(message, INTL_LOCALES[locale], undefined, { ignoreTag: true });
      formats.set(id, compiled);
    }
    const text = String(compiled.format(values));
    if (recording) recording.shown[shownId(locale, name, key, values)] = text;
    return text;
  };

  scopes.set(name, { loadFile });
  return {
    name,
    load,
    loadFile,
    loaded: (locale) => messagesOf(locale) !== undefined,
    complete: (locale) => files.has(locale),
    has(locale, key) {
      const message = messagesOf(locale)?.[key];
      const record = message !== undefined && recorded(locale, name);
      if (record) record[key] = message;
      return message !== undefined;
    },
    // A new function once a file has loaded, so what a component computed from the messages it had is computed again.
    translator(locale) {
      let t = translators.get(locale);
      const version = versionOf(locale);
      if (!t || t.version !== version) {
        t = Object.assign((key: K, values?: MessageValues) => format(locale, key, values), { version });
        translators.set(locale, t);
      }
      return t;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: versionOf,
  };
}

/** Loads a scope in every language (prerendering, tests). */
export const loadAllLocales = <K extends string>(scope: MessageScope<K>): Promise<void[]> => Promise.all(LOCALES.map((l) => scope.load(l)));

/** The language of the page on screen (see {@link usePageLocale}). */
export const useLocale = usePageLocale;

/**
 * The messages of `scope` in the page's language. The component re-renders when a message file of that language has
 * loaded: a prerendered page shows the messages it carries until the whole files are there (see
 * {@link seedPageMessages}).
 */
export function useScope<K extends string>(scope: MessageScope<K>): Translate<K> {
  const locale = useLocale();
  const version = () => scope.version(locale);
  useSyncExternalStore(scope.subscribe, version, version);
  return scope.translator(locale);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<Locale, Intl.DisplayNames>();

/** A value `Intl` formatted on a page: its language, what formatted it, and the arguments. */
const formattedId = (locale: Locale, kind: string, ...args: unknown[]) => `${locale}\n${kind}\n${JSON.stringify(args)}`;

/**
 * What the page carries for `id` (see {@link PageMessages.formatted}), else `format()`, which the prerenderer
 * records.
 */
function carriedOr(id: string, format: () => string): string {
  const carried = pageMessages?.formatted?.[id];
  if (carried !== undefined) return carried;
  const text = format();
  if (recording) (recording.formatted ??= {})[id] = text;
  return text;
}

/**
 * Numbers, sizes, dates and country names in a language, through `Intl` (cached per locale and options); on a
 * prerendered page, what it showed comes from the page (see {@link PageMessages.formatted}).
 */
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
    number: (n: number, options?: Intl.NumberFormatOptions) => carriedOr(formattedId(locale, 'number', n, options ?? {}), () => numberFormat(options).format(n)),
    /** A byte count in the largest unit that keeps it at least 1: "512 bytes", "1.5 MB", "2 GB" in the language's words. */
    bytes: (n: number): string =>
      carriedOr(formattedId(locale, 'bytes', n), () => {
        const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
        let i = 0;
        while (i < units.length - 1 && n >= 1024 ** (i + 1)) i++;
        return numberFormat({ style: 'unit', unit: units[i], unitDisplay: i === 0 ? 'long' : 'short', maximumFractionDigits: i === 0 ? 0 : 1 }).format(n / 1024 ** i);
      }),
    /** A calendar date: "26 November 2026", "26. November 2026", "26 listopada 2026". */
    date: (d: Date | string) =>
      carriedOr(formattedId(locale, 'date', typeof d === 'string' ? d : d.toISOString()), () =>
        new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(typeof d === 'string' ? new Date(d) : d),
      ),
    /** A country's name from its ISO 3166 code: "DE" → "Germany", "Duitsland", "Allemagne". */
    country: (code: string): string =>
      carriedOr(formattedId(locale, 'country', code.toUpperCase()), () => {
        let names = displayNames.get(locale);
        if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([intlLocale], { type: 'region' })));
        return names.of(code.toUpperCase()) ?? code;
      }),
  };
}

/** {@link intlFormat} in the page's language. */
export const useIntlFormat = () => intlFormat(useLocale());
