import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageLoader, PageMessages } from './i18n';
import { LOCALES, type Locale } from './locale';

// Each test has its own copy of the modules: the page's messages and the formatter's load are per page.
let i18n: typeof import('./i18n');
let pageMessagesModule: typeof import('./page-messages');
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./i18n');
  pageMessagesModule = await import('./page-messages');
});

type Key = 'title' | 'count' | 'unused';
const FILES: Partial<Record<Locale, Record<Key, string>>> = {
  en: { title: 'Format JSON', count: '{n, plural, one {# line} other {# lines}}', unused: 'Not shown' },
  de: { title: 'JSON formatieren', count: '{n, plural, one {# Zeile} other {# Zeilen}}', unused: 'Nicht gezeigt' },
};

/** A scope over FILES whose loads are counted and, with `held`, wait until released. */
function testScope(name: string, held = false) {
  const calls: Locale[] = [];
  const releases: (() => void)[] = [];
  const loader =
    (locale: Locale): MessageLoader<Key> =>
    () => {
      calls.push(locale);
      const file = { default: FILES[locale] ?? FILES.en! };
      return held ? new Promise((resolve) => releases.push(() => resolve(file))) : Promise.resolve(file);
    };
  const scope = i18n.messageScope<Key>(name, Object.fromEntries(LOCALES.map((l) => [l, loader(l)])) as Record<Locale, MessageLoader<Key>>);
  return { scope, calls, release: () => releases.splice(0).forEach((r) => r()) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recordPageMessages (prerendering)', () => {
  it('records the scopes a render loads and the messages it reads, in their language, and nothing outside', async () => {
    const { scope } = testScope('rec-a');
    const other = testScope('rec-b').scope;
    await Promise.all([scope.load('de'), scope.load('en'), other.load('de')]);
    scope.translator('de')('title'); // outside the recording: not recorded

    const { result, messages } = await i18n.recordPageMessages(async () => {
      await scope.load('de');
      await other.load('de');
      expect(scope.has('de', 'count')).toBe(true);
      expect(scope.has('de', 'nothing')).toBe(false);
      expect(scope.translator('de')('count', { n: 2 })).toBe('2 Zeilen');
      return scope.translator('de')('title');
    });
    expect(result).toBe('JSON formatieren');
    // The message as the scope holds it (in the build: plain text, or the ICU syntax tree of one with arguments),
    // and what a message with arguments said.
    expect(messages).toEqual({
      messages: { de: { 'rec-a': { title: 'JSON formatieren', count: FILES.de!.count }, 'rec-b': {} } },
      shown: { 'de\nrec-a\ncount\n{"n":2}': '2 Zeilen' },
    });

    const again = await i18n.recordPageMessages(async () => scope.translator('en')('title'));
    expect(again.messages).toEqual({ messages: { en: { 'rec-a': { title: 'Format JSON' } } }, shown: {} });
  });
});

describe('seedPageMessages (the browser, on a prerendered page)', () => {
  const seeded = (name: string): PageMessages => ({
    messages: { de: { [name]: { title: 'JSON formatieren', count: FILES.de!.count } } },
    shown: { [`de\n${name}\ncount\n{"n":3}`]: '3 Zeilen' },
  });

  it("serves the first route's loads from the page's messages, and loads the file only after", async () => {
    const { scope, calls } = testScope('seed-a');
    i18n.seedPageMessages(seeded('seed-a'));
    await scope.load('de');
    expect(calls).toEqual([]);
    expect(scope.loaded('de')).toBe(true);
    expect(scope.complete('de')).toBe(false);
    const t = scope.translator('de');
    expect(t('title')).toBe('JSON formatieren');
    // A message with arguments, as the page showed it, without the formatter.
    expect(t('count', { n: 3 })).toBe('3 Zeilen');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // With other values: nothing until the formatter is there (it loads with the file).
    expect(t('count', { n: 4 })).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('"count" of the seed-a messages of de with these values');
    await vi.waitFor(() => expect(scope.complete('de')).toBe(true));
    expect(scope.translator('de')('count', { n: 4 })).toBe('4 Zeilen');
    expect(calls).toEqual(['de']);
    // A language the page does not carry loads its file, as does every load once the first route has started.
    await scope.load('en');
    expect(calls).toEqual(['de', 'en']);
    i18n.endPageMessagesStart();
    await scope.load('de');
    expect(calls).toEqual(['de', 'en']);
    expect(scope.translator('de')('unused')).toBe('Nicht gezeigt');
  });

  it('fills in a message of text and plain arguments without the formatter, whatever its values', async () => {
    const { scope, calls } = testScope('seed-h');
    // As the build compiles them: the ICU syntax trees.
    const copyright = parse('© {year} DevToolbox. {n} Werkzeuge');
    i18n.seedPageMessages({ messages: { de: { 'seed-h': { title: copyright as never, count: parse(FILES.de!.count) as never } } }, shown: {} });
    await scope.load('de');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = scope.translator('de');
    // FormatJS puts a plain argument in as String(value), a number too (no grouping).
    expect(t('title', { year: '2031', n: 12345 })).toBe('© 2031 DevToolbox. 12345 Werkzeuge');
    // A missing value or a plural still waits for the formatter.
    expect(t('title', { year: '2031' })).toBe('');
    expect(t('count', { n: 2 })).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(scope.complete('de')).toBe(true));
    expect(calls).toEqual(['de']);
  });

  it('reads a message the page does not carry as nothing, warns once, loads the file and tells the screens', async () => {
    const { scope, calls, release } = testScope('seed-b', true);
    i18n.seedPageMessages(seeded('seed-b'));
    await scope.load('de');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listener = vi.fn();
    const unsubscribe = scope.subscribe(listener);
    const before = scope.translator('de');
    const version = scope.version('de');

    expect(before('unused')).toBe('');
    expect(before('unused')).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('"unused" of the seed-b messages of de');
    expect(calls).toEqual(['de']);
    expect(listener).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(scope.complete('de')).toBe(true));
    expect(listener).toHaveBeenCalled();
    expect(scope.version('de')).toBeGreaterThan(version);
    const after = scope.translator('de');
    // A new translator: what a component computed from the messages it had is computed again.
    expect(after).not.toBe(before);
    expect(after('unused')).toBe('Nicht gezeigt');
    expect(after('title')).toBe('JSON formatieren');
    unsubscribe();
  });

  it("re-renders nothing of the page when another language's file loads (the language offer's)", async () => {
    const { scope, calls, release } = testScope('seed-o', true);
    i18n.seedPageMessages(seeded('seed-o'));
    await scope.load('de');
    i18n.endPageMessagesStart();
    const before = scope.translator('de');
    const version = scope.version('de');

    // The offer loads English (and the formatter with it) on a German page.
    const english = scope.load('en');
    release();
    await english;
    expect(calls).toEqual(['en']);
    expect(scope.version('en')).toBeGreaterThan(0);
    expect(scope.version('de')).toBe(version);
    expect(scope.translator('de')).toBe(before);

    // With the formatter there, a message with the values the page showed is still what the page showed (no
    // formatter is set up for it while the page starts).
    i18n.seedPageMessages({ ...seeded('seed-o'), shown: { 'de\nseed-o\ncount\n{"n":3}': 'drei Zeilen' } });
    expect(before('count', { n: 3 })).toBe('drei Zeilen');
    // A German message the page showed with other values still loads the German file, though the formatter is
    // there or loading already, and the German screens re-render then.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(before('count', { n: 4 })).toBe('4 Zeilen');
    expect(before('unused')).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['en', 'de']);
    release();
    await vi.waitFor(() => expect(scope.version('de')).toBeGreaterThan(version));
    expect(scope.translator('de')('unused')).toBe('Nicht gezeigt');
  });

  it("loads the whole files of the page's scopes once, on the first input, and a job can wait for them", async () => {
    const a = testScope('seed-c', true);
    const b = testScope('seed-d', true);
    const unrelated = testScope('seed-e');
    i18n.seedPageMessages({ messages: { de: { 'seed-c': { title: 'JSON formatieren' }, 'seed-d': {} } }, shown: {} });
    let waited = false;
    void i18n.pageMessageFilesLoading().then(() => (waited = true));
    await Promise.resolve();
    expect(waited).toBe(true); // nothing asked for yet: nothing to wait for

    const target = new EventTarget();
    pageMessagesModule.loadPageMessageFilesOnFirstInput(target as unknown as Window);
    expect(a.calls).toEqual([]);
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('keydown'));
    expect(a.calls).toEqual(['de']);
    expect(b.calls).toEqual(['de']);
    expect(unrelated.calls).toEqual([]);
    expect(i18n.loadPageMessageFiles()).toBe(i18n.pageMessageFilesLoading());

    let done = false;
    void i18n.pageMessageFilesLoading().then(() => (done = true));
    a.release();
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    b.release();
    await vi.waitFor(() => expect(done).toBe(true));
    expect(a.scope.complete('de') && b.scope.complete('de')).toBe(true);
    expect(pageMessagesModule.FIRST_INPUTS).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'focusin', 'paste', 'drop']));
  });

  it('without page messages, loads as before', async () => {
    const { scope, calls } = testScope('seed-f');
    await scope.load('de');
    expect(calls).toEqual(['de']);
    await expect(i18n.loadPageMessageFiles()).resolves.toBeUndefined();
    expect(() => testScope('seed-g').scope.translator('de')('title')).toThrow('The seed-g messages of de are not loaded');
  });
});

describe('numbers, sizes, dates and country names a page shows', () => {
  it('are recorded while prerendering, and shown again from the page without setting up Intl', async () => {
    const { messages } = await i18n.recordPageMessages(async () => {
      const pl = i18n.intlFormat('pl');
      expect(pl.country('de')).toBe('Niemcy');
      expect(pl.number(1000000)).toBe('1\u00a0000\u00a0000');
      expect(i18n.intlFormat('de').number(1.25, { maximumFractionDigits: 1 })).toBe('1,3');
      expect(i18n.intlFormat('fr').bytes(1536)).toBe('1,5\u202fko');
      expect(i18n.intlFormat('de').date('2026-11-26')).toBe('26. November 2026');
    });
    expect(messages.formatted).toEqual({
      'pl\ncountry\n["DE"]': 'Niemcy',
      'pl\nnumber\n[1000000,{}]': '1\u00a0000\u00a0000',
      'de\nnumber\n[1.25,{"maximumFractionDigits":1}]': '1,3',
      'fr\nbytes\n[1536]': '1,5\u202fko',
      'de\ndate\n["2026-11-26"]': '26. November 2026',
    });
    expect(i18n.intlFormat('en').country('DE')).toBe('Germany'); // outside the recording: not recorded
    expect(Object.keys(messages.formatted!)).toHaveLength(5);

    // In the browser: what the page carries wins, whatever the browser's data says, and Intl is not asked for it.
    vi.resetModules();
    i18n = await import('./i18n');
    i18n.seedPageMessages({ messages: {}, shown: {}, formatted: { 'pl\ncountry\n["DE"]': 'Niemcy (ze strony)', 'pl\nnumber\n[1000000,{}]': '1 000 000 (ze strony)' } });
    const names = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    const numbers = vi.spyOn(Intl.NumberFormat.prototype as { format: unknown }, 'format', 'get'); // format is a getter
    expect(i18n.intlFormat('pl').country('de')).toBe('Niemcy (ze strony)');
    expect(i18n.intlFormat('pl').number(1000000)).toBe('1 000 000 (ze strony)');
    expect(names).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    // What the page did not show comes from Intl (another value, other options, another language).
    expect(i18n.intlFormat('pl').country('AT')).toBe('Austria');
    expect(i18n.intlFormat('de').country('PL')).toBe('Polen');
    expect(i18n.intlFormat('pl').number(1000000, { maximumFractionDigits: 0 })).toBe('1\u00a0000\u00a0000');
    expect(names.mock.calls).toEqual([['AT'], ['PL']]);
    expect(numbers).toHaveBeenCalledTimes(1);
    i18n.seedPageMessages(null);
    expect(i18n.intlFormat('pl').country('DE')).toBe('Niemcy');
  });
});

describe('the JSON block of a page', () => {
  it('round-trips, and no message can end the block', () => {
    const messages: PageMessages = {
      messages: { fr: { site: { a: 'Collez </script><script>alert(1)</script> ici', b: [{ type: 1, value: 'n' }] as never } } },
      shown: { 'fr\nsite\nb\n{"n":"</script>"}': '</script>' },
    };
    const html = pageMessagesModule.pageMessagesHtml(messages);
    expect(html.startsWith('<script type="application/json" id="page-messages">')).toBe(true);
    expect(html.slice(0, -'</script>'.length)).not.toContain('</');
    const text = html.slice(html.indexOf('>') + 1, -'</script>'.length);
    expect(pageMessagesModule.pageMessagesIn({ getElementById: (id) => (id === 'page-messages' ? ({ textContent: text } as HTMLElement) : null) })).toEqual(messages);
    expect(pageMessagesModule.pageMessagesIn({ getElementById: () => null })).toBeNull();
    expect(pageMessagesModule.pageMessagesIn({ getElementById: () => ({ textContent: '{not json' }) as HTMLElement })).toBeNull();
    expect(pageMessagesModule.pageMessagesIn({ getElementById: () => ({ textContent: '[1]' }) as HTMLElement })).toBeNull();
  });
});
