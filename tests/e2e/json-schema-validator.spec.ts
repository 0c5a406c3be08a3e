import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { Validator } from '@cfworker/json-schema';
import { fillEditor, pasteLarge } from './helpers/editor';

const fixture = (name: string) => readFile(new URL(`../fixtures/schema/${name}`, import.meta.url), 'utf8');

test('lists the validator library’s errors, and a click puts the document’s cursor on the failing value', async ({ page }) => {
  const [schema, doc] = await Promise.all([fixture('package.schema.json'), fixture('package.invalid.json')]);
  await page.goto('/json-schema-validator');
  await pasteLarge(page, 'JSON Document', doc);
  await pasteLarge(page, 'JSON Schema', schema);
  await page.getByRole('button', { name: 'Validate' }).click();

  const errors = page.getByRole('list', { name: 'Schema errors' }).getByRole('button');
  const expected = new Validator(JSON.parse(schema), '7', false).validate(JSON.parse(doc)).errors;
  await expect(errors).toHaveCount(expected.length);
  await expect(page.getByRole('heading', { name: 'Result (draft-07)' })).toBeVisible();
  const texts = await errors.allTextContents();
  expected.forEach((u, k) => expect(texts[k]).toContain(u.error));

  // "left-pad": 1 is on line 9, column 5 of the document.
  const leftPad = errors.filter({ hasText: '/dependencies/left-pad' }).filter({ hasText: '(type,' });
  await expect(leftPad).toContainText('line 9, column 5');
  await leftPad.click();
  const content = page.locator('.cm-content[aria-label="JSON Document"]');
  await expect(content).toBeFocused();
  await expect(page.locator('.cm-activeLineGutter').first()).toHaveText('9');
  // The cursor is at the key: typing there lands just before "left-pad".
  await page.keyboard.type('X');
  await expect(content.locator('.cm-line').nth(8)).toHaveText('    X"left-pad": 1');
});

test('a valid document says so plainly', async ({ page }) => {
  await page.goto('/json-schema-validator');
  await fillEditor(page, 'JSON Document', '{"id": 3, "tags": ["a"]}');
  await fillEditor(page, 'JSON Schema', '{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "required": ["id"]}');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The document is valid against the schema.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Result (draft 2020-12)' })).toBeVisible();
});

test('invalid JSON in the schema is refused with its position', async ({ page }) => {
  await page.goto('/json-schema-validator');
  await fillEditor(page, 'JSON Document', '{}');
  await fillEditor(page, 'JSON Schema', '{\n  "type": \n}');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid JSON in the schema');
  await expect(page.getByRole('alert')).toContainText('Line 3, column 1');
});
