import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale } from '../../src/lib/locale';
import { fillEditor } from './helpers/editor';
import { message, type MessageScopeName } from './helpers/messages';

/**
 * In each of the six languages, a person uses three tools through their translated controls: formats JSON, compares
 * two texts and reads the count, generates an IBAN for a country and checks it. The controls' names come from the
 * message files, so the test follows the keys; the buttons and the count must differ from English (one left in
 * English fails), the fields' labels may be the same word ("Original" is German, French and Spanish too).
 */
const SIX = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** The messages each flow reads: scope, key, and whether it must differ from English (the buttons). */
const CONTROLS = {
  formatButton: ['formatter', 'format', true],
  formatInput: ['formatter', 'input', false],
  compareButton: ['compare', 'compareCode', true],
  original: ['compare', 'original', false],
  modified: ['compare', 'modified', false],
  generateIban: ['test-data-generator', 'generate.iban', true],
  country: ['test-data-generator', 'country', false],
} as const satisfies Record<string, readonly [MessageScopeName, string, boolean]>;

/** A control's name in `locale` (a button's must not be the English one). */
function control(locale: Locale, name: keyof typeof CONTROLS): string {
  const [scope, key, translated] = CONTROLS[name];
  const text = message(scope, locale, key);
  if (translated) expect(text, `${scope} "${key}" in ${locale} is still English`).not.toBe(message(scope, 'en', key));
  return text;
}

/** An IBAN's check digits are right when the number, its first four characters moved to the end, is 1 mod 97 (ISO 13616). */
function ibanChecks(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

test('the IBAN check itself accepts a valid IBAN and refuses a changed digit', () => {
  expect(ibanChecks('DE89370400440532013000')).toBe(true);
  expect(ibanChecks('DE89370400440532013001')).toBe(false);
  expect(ibanChecks('NL91ABNA0417164300')).toBe(true);
});

const outputText = async (page: Page) => (await page.locator('.vt-list .vt-code').allTextContents()).join('\n');

for (const locale of SIX) {
  test.describe(`${locale}: a person uses the tools in their language`, () => {
    test('formats JSON with the translated Format button', async ({ page }) => {
      await page.goto(`/${locale}/json-formatter`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await fillEditor(page, control(locale, 'formatInput'), '{"name":"Zoë","tags":["a",1,null],"nested":{"ok":true}}');
      await page.getByRole('button', { name: control(locale, 'formatButton'), exact: true }).click();
      await expect.poll(() => outputText(page)).toBe(JSON.stringify({ name: 'Zoë', tags: ['a', 1, null], nested: { ok: true } }, null, 2));
    });

    test('compares two texts with the translated Compare button and reads the translated count', async ({ page }) => {
      await page.goto(`/${locale}/text-compare`);
      await fillEditor(page, control(locale, 'original'), 'alpha\nbeta\ngamma');
      await fillEditor(page, control(locale, 'modified'), 'alpha\nBETA\ngamma');
      await page.getByRole('button', { name: control(locale, 'compareButton'), exact: true }).click();
      const count = message('compare', locale, 'count', { differences: 1, blocks: 1 });
      expect(count).not.toBe(message('compare', 'en', 'count', { differences: 1, blocks: 1 }));
      await expect(page.getByText(count, { exact: true })).toBeVisible();
    });

    test('generates an IBAN for Germany through the translated controls, and it passes the mod-97 check', async ({ page }) => {
      await page.goto(`/${locale}/test-data-generator`);
      const country = page.getByLabel(control(locale, 'country'), { exact: true });
      await country.selectOption('DE');
      // The country is named in the page's language (Intl.DisplayNames): Deutschland, Allemagne, Niemcy …
      const germany = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region' }).of('DE')!;
      await expect(country.locator('option:checked')).toContainText(germany);
      await page.getByRole('button', { name: control(locale, 'generateIban'), exact: true }).click();
      const value = page.getByTestId('tdg-value-iban');
      await expect(value).toHaveText(/^DE\d{2}( \d{4}){4} \d{2}$/);
      const iban = (await value.innerText()).replace(/\s/g, '');
      expect(iban).toHaveLength(22);
      expect(ibanChecks(iban), iban).toBe(true);
    });
  });
}
