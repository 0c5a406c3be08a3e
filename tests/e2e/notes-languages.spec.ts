import { expect, test } from '@playwright/test';
import { fillEditor } from './helpers/editor';

/**
 * The engines' notes in another language: what a converter could not carry over, and what the test data generator
 * does not make for a country (the country named in the page's language), while the English pages say what the
 * command line and the library say.
 */

test('a French converter says in French what CSV could not carry over', async ({ page }) => {
  await page.goto('/fr/json-to-csv');
  await fillEditor(page, 'Entrée JSON', '[{"a":null,"b":{"c":1}},{"f":"=1+1"},{"f":"@x"}]');
  await page.getByRole('button', { name: 'Convertir', exact: true }).click();
  const notes = page.getByRole('note', { name: 'Non repris' });
  await expect(notes.getByRole('listitem')).toHaveText([
    'Les objets imbriqués sont devenus des colonnes aux noms pointés (address.city)\u00a0; la conversion inverse donne des clés plates contenant des points.',
    'Les valeurs null et les clés manquantes sont toutes deux devenues des cellules vides.',
    "Protection des formules\u00a0: 2 cellules qu’un tableur pourrait exécuter comme formules ont reçu une ' en tête (désactivez la protection pour les garder telles quelles).",
  ]);
});

test('the English converter keeps the engine’s words', async ({ page }) => {
  await page.goto('/json-to-csv');
  await fillEditor(page, 'JSON Input', '[{"f":"=1+1"}]');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByRole('note', { name: 'Not carried over' }).getByRole('listitem')).toHaveText([
    "Formula protection: 1 cell that a spreadsheet could run as a formula got a leading ' (turn it off to keep them as they are).",
  ]);
});

test('the German test data generator says what Cyprus and the Vatican do not have, naming them in German', async ({
  page,
}) => {
  await page.goto('/de/test-data-generator');
  const country = page.getByLabel('Land für die generierten Daten');
  await country.selectOption('CY');
  await expect(
    page.getByText(
      /^Zypern: Es wird keine nationale Identifikationsnummer generiert – die Nummer des Personalausweises/,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      /^Zypern: Es wird keine Registernummer für Unternehmen generiert – die HE-Nummer des Registrar of Companies/,
    ),
  ).toBeVisible();
  await country.selectOption('VA');
  await expect(
    page.getByText(
      'Vatikanstadt: Es wird keine USt-IdNr. generiert – der Staat erhebt keine Umsatzsteuer und vergibt keine USt-IdNr.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText(/No .* is generated/)).toHaveCount(0);
});
