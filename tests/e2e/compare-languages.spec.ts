import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillEditor } from './helpers/editor';
import { pdfPages } from './helpers/pdf';

/** The compare screens in other languages: their controls, the count's plural forms and the PDF's header. */

const lines = (n: number, edit: (i: number) => string | null = () => null): string =>
  Array.from({ length: n }, (_, i) => edit(i + 1) ?? `line ${i + 1}`).join('\n');

async function compare(page: Page, [original, modified]: [string, string], [a, b]: [string, string], button: string): Promise<void> {
  await fillEditor(page, original, a);
  await fillEditor(page, modified, b);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  // Options persist in localStorage: every test starts from the defaults.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('cmp-test-cleared')) {
      localStorage.removeItem('devtoolbox:compare:options');
      sessionStorage.setItem('cmp-test-cleared', '1');
    }
  });
});

test('/pl/text-compare says one difference and five differences in Polish', async ({ page }) => {
  await page.goto('/pl/text-compare');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByPlaceholder('Wklej tutaj oryginał (tekst)...')).toBeVisible();
  const sides: [string, string] = ['Oryginał', 'Zmieniony'];

  await compare(page, sides, [lines(10), lines(10, (i) => (i === 4 ? 'line 4 changed' : null))], 'Porównaj');
  await expect(page.getByRole('status').filter({ hasText: /^Znaleziono/ })).toHaveText('Znaleziono 1 różnicę');
  await expect(page.getByRole('columnheader', { name: 'Oryginał', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edytuj dane wejściowe' }).click();
  await compare(page, sides, [lines(20), lines(20, (i) => (i % 4 === 0 ? `line ${i} changed` : null))], 'Porównaj');
  await expect(page.getByRole('status').filter({ hasText: /^Znaleziono/ })).toHaveText('Znaleziono 5 różnic w 5 blokach');

  await page.getByRole('button', { name: 'Edytuj dane wejściowe' }).click();
  await compare(page, sides, [lines(10), lines(10, (i) => (i === 2 || i === 3 ? `line ${i} changed` : null))], 'Porównaj');
  await expect(page.getByRole('status').filter({ hasText: /^Znaleziono/ })).toHaveText('Znaleziono 2 różnice w 1 bloku');
});

test('/fr/json-compare works through its French controls', async ({ page }) => {
  await page.goto('/fr/json-compare');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const button = page.getByRole('button', { name: 'Comparer', exact: true });
  await expect(page.getByPlaceholder('Collez ici votre JSON original...')).toBeVisible();
  await expect(button).toBeDisabled();

  // Key order differs, one value too: with "Ignorer l’ordre des clés" only the value counts.
  await compare(page, ['Original', 'Modifié'], ['{"a": 1, "b": 2, "c": 3}', '{"c": 3, "b": 2, "a": 9}'], 'Comparer');
  const count = page.getByRole('status').filter({ hasText: /trouvée/ });
  await expect(count).toHaveText(/^\d+ différences trouvées dans \d+ blocs?$/);
  const options = page.getByRole('group', { name: 'Options' });
  await options.getByRole('checkbox', { name: 'Ignorer l’ordre des clés' }).check();
  await expect(count).toHaveText('1 différence trouvée');
  await expect(page.getByRole('region', { name: 'Modifications structurelles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le JSON Patch' })).toBeEnabled();

  await page.getByRole('radio', { name: 'Modifications seules' }).check();
  await expect(page.getByRole('spinbutton', { name: 'Lignes de contexte' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier l’entrée' }).click();
  await expect(page.getByRole('textbox', { name: 'Modifié', exact: true })).toBeVisible();
});

test('a PDF exported from /de/text-compare has its header and footer in German', async ({ page }) => {
  await page.goto('/de/text-compare');
  await compare(page, ['Original', 'Geändert'], ['erste Zeile\nzweite Zeile\ndritte Zeile', 'erste Zeile\nzweite ZEILE\ndritte Zeile\nvierte Zeile'], 'Vergleichen');
  await expect(page.getByRole('status').filter({ hasText: /gefunden$/ })).toHaveText('2 Unterschiede in 2 Blöcken gefunden');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als PDF exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('text-compare-diff.pdf');
  const pages = await pdfPages(new Uint8Array(await readFile(await download.path())));
  const text = pages.join(' ');
  expect(text).toContain('Textvergleich');
  expect(text).toContain('Original -> Geändert');
  expect(text).toContain('2 Unterschiede in 2 Blöcken gefunden');
  expect(text).toContain('Erstellt mit DevToolbox - Seite 1 von 1');
  expect(text).not.toContain('Found');
  expect(text).not.toContain('Generated by');
  for (const s of ['erste Zeile', 'zweite ZEILE', 'vierte Zeile']) expect(text).toContain(s);
});
