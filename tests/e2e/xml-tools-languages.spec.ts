import { expect, test } from '@playwright/test';
import { fillEditor } from './helpers/editor';

const FEED = '<feed>\n  <item id="1"><price>3</price></item>\n  <item id="2"><price>5</price></item>\n  <item id="3"><price>8</price></item>\n</feed>\n';
const SCHEMA =
  '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n' +
  '  <xs:element name="order"><xs:complexType><xs:sequence>\n' +
  '    <xs:element name="qty" type="xs:positiveInteger"/>\n' +
  '  </xs:sequence></xs:complexType></xs:element>\n' +
  '</xs:schema>\n';

test('/it/xpath-tester runs a query through Italian controls and counts its results in Italian', async ({ page }) => {
  await page.goto('/it/xpath-tester');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await fillEditor(page, 'Input XML', FEED);
  const box = page.getByRole('textbox', { name: 'Espressione XPath' });
  await box.fill('//item/price');
  await page.getByRole('button', { name: 'Esegui', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'risultati' })).toHaveText('(3 risultati · XPath 1.0 (libxml2, come xmllint))');
  const results = page.getByRole('list', { name: 'Risultati XPath: scegline uno per mostrarlo nel documento' }).getByRole('button');
  await expect(results).toHaveCount(3);
  await expect(results.first()).toContainText('riga 2:16 /feed/item[1]/price');
  // One result, singular; nothing selected, said in Italian; a malformed namespace binding, in Italian.
  await box.fill("//item[@id='2']");
  await expect(page.getByRole('status').filter({ hasText: 'risultato' })).toHaveText('(1 risultato · XPath 1.0 (libxml2, come xmllint))');
  await box.fill('//nothing');
  await expect(page.getByText('Nessuna corrispondenza: l’espressione non seleziona nulla.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Namespace' }).fill('oops');
  await expect(page.getByRole('alert')).toContainText('Il binding di namespace "oops" non è nella forma prefisso=URI.');
});

test('/es/xml-schema-validator says "valid" in Spanish, and wraps libxml2’s errors in Spanish with their lines', async ({ page }) => {
  await page.goto('/es/xml-schema-validator');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await fillEditor(page, 'Documento XML', '<order>\n  <qty>3</qty>\n</order>\n');
  await fillEditor(page, 'XML Schema', SCHEMA);
  const validate = page.getByRole('button', { name: 'Validar', exact: true });
  await validate.click();
  await expect(page.getByRole('status').filter({ hasText: 'válido' })).toHaveText('document.xml es válido según schema.xsd.');

  // Invalid against the schema: libxml2's message as it gives it, on its line, under a Spanish count.
  await fillEditor(page, 'Documento XML', '<order>\n  <qty>-3</qty>\n</order>\n');
  await validate.click();
  await expect(page.getByRole('status').filter({ hasText: 'error' })).toHaveText('1 error. Elige uno para poner el cursor en él.');
  const errors = page.getByRole('list', { name: 'Errores de validación' }).getByRole('button');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText("document.xml:2 Element 'qty': '-3' is not a valid value of the atomic type 'xs:positiveInteger'.");

  // Not well-formed: the reader's message, its line and column in Spanish.
  await fillEditor(page, 'Documento XML', '<order>\n  <qty>3</qtx>\n</order>\n');
  await validate.click();
  await expect(page.getByRole('alert')).toContainText('document.xml: ');
  await expect(page.getByRole('alert')).toContainText('Línea 2, columna');

  // A schema libxml2 cannot compile: the Spanish sentence around libxml2's message, with the schema's line.
  await fillEditor(page, 'Documento XML', '<order>\n  <qty>3</qty>\n</order>\n');
  await fillEditor(page, 'XML Schema', SCHEMA.replace('xs:positiveInteger', 'xs:nope'));
  await validate.click();
  await expect(page.getByRole('alert')).toContainText('No se ha podido compilar el esquema: schema.xsd:3: ');
  await expect(page.getByRole('alert')).toContainText('{http://www.w3.org/2001/XMLSchema}nope');
});

test('/nl/json-to-typescript has Dutch controls, makes types, and keeps Dutch when another language is picked', async ({ page }) => {
  await page.goto('/nl/json-to-typescript');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('h1')).toHaveText('TypeScript-types uit JSON');
  const run = page.getByRole('button', { name: 'Types maken', exact: true });
  await expect(run).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestand openen' })).toBeVisible();
  await expect(page.getByLabel('Naam van het roottype')).toBeVisible();
  await expect(page.getByLabel('Ontbrekende sleutels en nulls')).toHaveValue('exact');
  await expect(page.getByLabel('Ontbrekende sleutels en nulls').locator('option:checked')).toHaveText('Apart gehouden');
  await expect(page.getByLabel('Invoer', { exact: true }).locator('option:checked')).toHaveText('JSON of NDJSON');
  await expect(page.getByRole('checkbox', { name: 'Stringformaten' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Alleen-lezen' })).toBeVisible();
  await expect(page.getByText('TypeScript verschijnt hier...')).toBeVisible();

  await fillEditor(page, 'Data om types van te maken', '[{"id":1,"tags":["x"]},{"id":2}]');
  await run.click();
  await expect(page.getByText('2 records gelezen · 1 type')).toBeVisible();
  await fillEditor(page, 'Data om types van te maken', '{"a": tru}');
  await run.click();
  await expect(page.getByRole('alert')).toContainText('Ongeldige JSON: ');
  await expect(page.getByRole('alert')).toContainText('Regel 1, kolom');

  await page.getByRole('combobox', { name: 'Taal', exact: true }).selectOption('go');
  await expect(page).toHaveURL(/\/nl\/json-to-go$/);
  await expect(page.getByRole('button', { name: 'Types maken', exact: true })).toBeVisible();
});
