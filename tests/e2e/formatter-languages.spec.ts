import { expect, test, type Page } from '@playwright/test';
import { fillEditor } from './helpers/editor';

/**
 * The formatter in other languages, used through its translated controls: the options, the button, the output and
 * a syntax error in the page's words with its line and column (and the action that goes there).
 */

/** The text of the rendered output rows. */
async function outputText(page: Page): Promise<string> {
  return (await page.locator('.vt-list .vt-code').allTextContents()).join('\n');
}

test('German: JSON formatted with 4 spaces, and a syntax error named in German at its line and column', async ({ page }) => {
  await page.goto('/de/json-formatter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JSON-Formatter');
  await expect(page.getByRole('heading', { name: 'Warum JSON-Formatierung wichtig ist' })).toBeVisible();

  await page.getByLabel('Einrückung').selectOption('4');
  await expect(page.getByLabel('Einrückung').locator('option:checked')).toHaveText('4 Leerzeichen');
  await fillEditor(page, 'Eingabe', '{"a":1,"b":[true,null,{"c":"x"}]}');
  await page.getByRole('button', { name: 'Code formatieren' }).click();
  await expect(page.getByRole('heading', { name: 'Formatierter Code' })).toBeVisible();
  await expect.poll(() => outputText(page)).toBe(JSON.stringify({ a: 1, b: [true, null, { c: 'x' }] }, null, 4));
  await expect(page.getByRole('status').filter({ hasText: 'Formatiert: 10 Zeilen.' })).toHaveCount(1);

  await fillEditor(page, 'Eingabe', '{\n  "a": 1,\n  "b" 2\n}');
  await page.getByRole('button', { name: 'Code formatieren' }).click();
  const box = page.locator('.error-banner');
  await expect(page.getByRole('alert')).toContainText('Ungültiges JSON. Bitte prüfe deine JSON-Syntax.');
  await expect(box).toContainText("':' nach dem Eigenschaftsnamen erwartet, gefunden: '2' in Zeile 3, Spalte 7");
  await expect(box).not.toContainText('Expected');
  await page.getByRole('button', { name: 'Zum Fehler springen' }).click();
  await expect(page.locator('.cm-content[aria-label="Eingabe"]')).toBeFocused();
});

test('Polish: XML minified through the translated options, and a tag mismatch named in Polish at its line and column', async ({ page }) => {
  await page.goto('/pl/xml-formatter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formater XML');

  await fillEditor(page, 'Kod wejściowy', '<a>\n  <b>x</b>\n  <c/>\n</a>');
  await page.getByRole('checkbox', { name: 'Minifikuj' }).check();
  await page.getByRole('button', { name: 'Formatuj kod' }).click();
  await expect.poll(() => outputText(page)).toBe('<a><b>x</b><c/></a>');

  await fillEditor(page, 'Kod wejściowy', '<a>\n<b></c></a>');
  await page.getByRole('button', { name: 'Formatuj kod' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Nieprawidłowy XML: Znaczniki otwierający i zamykający nie pasują: b w wierszu 2 i c (wiersz 2, kolumna 4)',
  );
  await expect(page.getByRole('button', { name: 'Przejdź do błędu' })).toBeVisible();
});
