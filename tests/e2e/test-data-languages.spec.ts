import { expect, test } from '@playwright/test';

/**
 * The test data generator and the static pages in another language: the controls are found by their French words,
 * country names come from Intl.DisplayNames, the generated values stay valid; the Polish home and privacy pages
 * show Polish text.
 */

/** ISO 13616: the IBAN with its first four characters moved to the end, letters as 10–35, is 1 modulo 97. */
function ibanMod97(iban: string): number {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

test.describe('Générateur de données de test in French', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/fr/test-data-generator');
    await expect(page.getByRole('button', { name: 'Générer un IBAN' })).toBeVisible();
  });

  test('a French IBAN through the French controls passes mod 97', async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Générer des données de test' })).toBeVisible();
    const country = page.getByLabel('Pays des données générées');
    // Country names in French, from Intl.DisplayNames.
    await expect(country.locator('option:checked')).toHaveText('🇳🇱 Pays-Bas');
    await expect(country.locator('optgroup[label="Union européenne (UE)"] option')).toHaveCount(27);
    await expect(country.locator('optgroup[label="Autres pays européens"] option[value="CH"]')).toHaveText('🇨🇭 Suisse');
    await country.selectOption('FR');
    await expect(country.locator('option:checked')).toHaveText('🇫🇷 France');
    // No BSN outside the Netherlands; the other buttons speak French.
    await expect(page.getByRole('button', { name: 'Générer un BSN' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Générer un numéro de TVA' })).toBeVisible();

    await page.getByRole('button', { name: 'Générer un IBAN' }).click();
    await expect(page.getByText('Copié\u00a0!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^FR\d{2}\d{10}[A-Z0-9]{11}\d{2}$/);
    expect(ibanMod97(copied)).toBe(1);
    // Shown grouped by four, the value itself unchanged.
    await expect(page.getByTestId('tdg-value-iban')).toHaveText(copied.replace(/(.{4})(?=.)/g, '$1 '));
  });

  test('a French person through the French controls, its fields labelled in French', async ({ page }) => {
    await page.getByLabel('Pays des données générées').selectOption('FR');
    await page.getByRole('button', { name: 'Générer une personne' }).click();
    const card = page.getByRole('definition').first().locator('xpath=ancestor::dl');
    await expect(card).toHaveAttribute('aria-label', 'Personne de test – France');
    await expect(page.getByTestId('person-country')).toHaveText('FR');
    const nationalId = (await page.getByTestId('person-nationalId').innerText()).trim();
    // NIR: 13 digits and a two-digit key, 97 minus the number modulo 97 (Corsica's 2A/2B read as 19/18).
    const nir = nationalId.replace(/\s/g, '');
    expect(nir).toMatch(/^[12]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2[AB])\d{6}\d{2}$/);
    const body = BigInt(nir.slice(0, 13).replace('2A', '19').replace('2B', '18'));
    expect(97n - (body % 97n)).toBe(BigInt(nir.slice(13)));
    // The NIR agrees with the birth date and gender the card shows (values as generated, not translated).
    const born = (await page.getByTestId('person-dateOfBirth').innerText()).trim();
    expect(nir.slice(1, 5)).toBe(born.slice(2, 4) + born.slice(5, 7));
    expect(nir[0]).toBe((await page.getByTestId('person-gender').innerText()).trim() === 'male' ? '1' : '2');
    for (const label of ['Prénom', 'Nom', 'Date de naissance', 'Code postal', 'Ville', 'IBAN']) {
      await expect(card.locator('dt', { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    const iban = (await page.getByTestId('person-iban').innerText()).trim();
    expect(iban).toMatch(/^FR\d{2}\d{10}[A-Z0-9]{11}\d{2}$/);
    expect(ibanMod97(iban)).toBe(1);
    await expect(page.getByRole('button', { name: 'Copier en JSON (personne de test)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copier «\u00a0Prénom\u00a0»' })).toBeVisible();
    // Counts through Intl in French: 1 000 with a narrow no-break space.
    await expect(page.getByRole('button', { name: /^Télécharger 1\s000 personnes$/ })).toBeVisible();
  });
});

test('the Polish home page and privacy policy are in Polish', async ({ page }) => {
  await page.goto('/pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Narzędzia dla programistów, które działają w przeglądarce' })).toBeVisible();
  await expect(page.getByText('Czy DevToolbox jest darmowy?')).toBeVisible();
  await expect(page.getByText('Developer tools that run in your browser')).toHaveCount(0);

  await page.goto('/pl/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dane przechowywane na Twoim urządzeniu' })).toBeVisible();
  // What is kept on the device, by its technical names.
  await expect(page.getByText(/w localStorage przeglądarki na Twoim urządzeniu/)).toBeVisible();
  await expect(page.getByText(/w bazie IndexedDB „devtoolbox”/)).toBeVisible();
  await expect(page.getByText('Nothing you paste is sent over the network', { exact: false })).toHaveCount(0);
});
