import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { expect, test, type Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../src/app/route-meta';
import { DEFAULT_LOCALE, LOCALES, localeOf, type Locale } from '../../src/lib/locale';
import { messageFile, messageScopes } from './helpers/messages';

/**
 * No English on a page in another language: every page of each of the six languages (home, about, privacy, terms,
 * search, every tool, the 404 page) is opened in one browser page, and its visible text — outside code editors,
 * inputs, text areas, code and results, but with the editors' and inputs' placeholders — must not contain an English
 * message of the site's or a tool folder's message files that the language's file says differently. A message
 * counts when it is two words or more, or one word of eight letters or more; a message with arguments counts by its
 * text between them. Each failure names the page, the text and the message's key.
 */
const SIX = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Where the user's text and the tools' output are: never checked. */
const NOT_UI = ['.cm-editor', 'textarea', 'input', 'code', 'pre', '.vt-list', '.diff-view__row', '[data-results]', 'script', 'style', 'noscript'].join(',');

interface EnglishText {
  text: string;
  /** `scope: key`. */
  key: string;
  pattern: RegExp;
}

/** The literal text of a message between its arguments, plural and select branches included. */
function literals(elements: MessageFormatElement[], out: string[] = []): string[] {
  for (const el of elements) {
    if (el.type === TYPE.literal) out.push(el.value);
    else if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) literals(option.value, out);
    else if (el.type === TYPE.tag) literals(el.children, out);
  }
  return out;
}

/** Whether a text is long enough to be sure it is English UI, not a name or a code: 2+ words, or a word of 8+ letters. */
const counts = (text: string) => /\p{L}+[\s\u00a0]+\p{L}/u.test(text) || /\p{L}{8,}/u.test(text);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A scope's messages in `locale`, or none when the scope has no file for it yet. */
function translations(scope: string, locale: Locale): Record<string, string> {
  try {
    return messageFile(scope, locale);
  } catch {
    return {};
  }
}

/** The English texts that must not appear on a page in `locale` (whose messages `translated` gives). */
function englishTexts(locale: Locale, translated = (scope: string) => translations(scope, locale)): EnglishText[] {
  const texts: EnglishText[] = [];
  const scopes = messageScopes().filter((s) => s !== 'engine');
  // What the language itself writes somewhere ("Download" is German too): seeing it is not seeing English.
  const ownWords = new Set(
    scopes.flatMap((scope) => Object.values(translated(scope)).flatMap((v) => (/[{}]/.test(v) ? literals(parse(v, { ignoreTag: true })) : [v]).map((p) => p.replace(/\s+/g, ' ').trim()))),
  );
  for (const scope of scopes) {
    const en = messageFile(scope, 'en');
    const own = translated(scope);
    for (const [key, value] of Object.entries(en)) {
      const mine = own[key] ?? '';
      const parts = /[{}]/.test(value) ? literals(parse(value, { ignoreTag: true })) : [value];
      for (const part of new Set(parts.map((p) => p.replace(/\s+/g, ' ').trim()))) {
        // Text the language writes the same way (a product name, "JSON Schema") is not English.
        if (!counts(part) || mine.includes(part) || ownWords.has(part)) continue;
        texts.push({ text: part, key: `${scope}: ${key}`, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(part)}(?![\\p{L}\\p{N}])`, 'u') });
      }
    }
  }
  return texts;
}

/** The page's visible UI text: outside {@link NOT_UI}, plus the placeholders of editors and inputs. */
async function uiText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  // Hydrated (the feedback button is enabled then), with the tool's screen drawn.
  await expect(page.locator('.feedback-button')).toBeEnabled();
  return page.evaluate((notUi) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(notUi)) continue;
      // Text marked as another language on purpose (the language names, the offer to read the page in another).
      if (parent.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      parts.push(node.textContent);
    }
    // What an empty editor or input shows in its place.
    for (const el of document.querySelectorAll<HTMLElement>('.cm-placeholder, [placeholder]')) {
      if (el.checkVisibility()) parts.push(el.getAttribute('placeholder') ?? el.textContent ?? '');
    }
    return parts.map((p) => p.replace(/\s+/g, ' ')).join('\n');
  }, NOT_UI);
}

const englishIn = (text: string, english: EnglishText[]) => english.filter(({ pattern }) => pattern.test(text));

test('the English texts come from the message files, by their words, and are found on an English page', async ({ page }) => {
  // As if nothing were translated yet.
  const texts = englishTexts('de', () => ({}));
  expect(texts.length).toBeGreaterThan(100);
  const keys = new Set(texts.map((t) => t.key));
  // Site texts and catalogue texts; plain and with arguments.
  expect(keys).toContain('site: footer.mostUsed');
  expect(literals(parse('{n, plural, one {Found 1 difference} other {Found # differences}} in {file}'))).toEqual(['Found 1 difference', 'Found ', ' differences', ' in ']);
  expect(counts('Copy')).toBe(false);
  expect(counts('Copy Code')).toBe(true);
  expect(counts('Formatter')).toBe(true);
  // The check sees the header, the footer and the screen's controls, not what is in the editor.
  const found = englishIn(await uiText(page, '/json-formatter'), texts).map((t) => t.key);
  expect(found).toEqual(expect.arrayContaining(['site: footer.mostUsed', 'site: footer.privacy']));
  expect(englishIn('Most Used Toolsets', texts).map((t) => t.key)).not.toContain('site: footer.mostUsed');
});

for (const locale of SIX) {
  test(`${locale}: no English UI text on any page`, async ({ page }) => {
    test.setTimeout(300_000);
    const english = englishTexts(locale);
    const pages = [...PRERENDERED_PATHS.filter((p) => localeOf(p) === locale), `/${locale}/no-such-page`];
    const found: string[] = [];
    for (const path of pages) {
      const text = await uiText(page, path);
      expect(await page.locator('html').getAttribute('lang'), path).toBe(locale);
      for (const { text: en, key } of englishIn(text, english)) found.push(`${path}: "${en}" (${key})`);
    }
    expect(found, `English on ${locale} pages:\n${found.join('\n')}`).toEqual([]);
  });
}
