import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fillEditor, pasteLarge } from './helpers/editor';

const fixture = (name: string) => readFile(new URL(`../fixtures/xml/${name}`, import.meta.url), 'utf8');
const fixturePath = (name: string) => new URL(`../fixtures/xml/${name}`, import.meta.url).pathname;

/** Every request the page makes to another origin (none is allowed). */
function recordOtherOrigins(page: Page, origin: string): string[] {
  const other: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) other.push(url);
  });
  return other;
}

/** Types an expression as a person does and waits for the answer. */
async function typeXPath(page: Page, expr: string) {
  const box = page.getByRole('textbox', { name: 'XPath expression' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(expr);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Running the query' })).toHaveCount(0);
}

test.describe('XPath Tester', () => {
  test('lists the nodes xmllint selects, with paths and lines; a click puts the cursor on the node', async ({ page, baseURL }) => {
    const other = recordOtherOrigins(page, new URL(baseURL!).origin);
    await page.goto('/xpath-tester');
    await pasteLarge(page, 'XML Input', await fixture('rss2sample.xml'));
    await typeXPath(page, '//item[title]/title');
    const count = Number(execFileSync('xmllint', ['--xpath', 'count(//item[title]/title)', fixturePath('rss2sample.xml')], { encoding: 'utf8' }));
    await expect(page.getByText(`(${count} results · XPath 1.0 (libxml2, as xmllint))`)).toBeVisible();
    const results = page.getByRole('list', { name: 'XPath results: choose one to show it in the document' }).getByRole('button');
    await expect(results).toHaveCount(count);
    await expect(results.nth(1)).toContainText('line 27:4 /rss/channel/item[3]/title');
    await expect(results.nth(1)).toContainText('<title>The Engine That Does More</title>');
    await results.nth(1).click();
    // The editor's cursor is on the node: line 27, before its start tag.
    await expect(page.locator('.cm-activeLineGutter').first()).toHaveText('27');
    await page.keyboard.type('X');
    await expect(page.locator('.cm-content[aria-label="XML Input"] .cm-line').nth(26)).toHaveText('\t\t\tX<title>The Engine That Does More</title>');

    await typeXPath(page, 'string-join(//item/guid ! substring-after(., "#"), ",")');
    await expect(page.getByText('XPath 3.1 (fontoxpath)')).toBeVisible();
    await expect(page.getByRole('list', { name: /XPath results/ })).toContainText('item573,item572,item571,item570');

    await typeXPath(page, '//item[');
    await expect(page.getByRole('alert')).toContainText('XPST0003');
    expect(other).toEqual([]);
  });

  test('binds a prefix to the default namespace; the XML formatter has the same panel on its output', async ({ page }) => {
    await page.goto('/xml-formatter');
    await pasteLarge(page, 'Input Code', await fixture('pom.xml'));
    await page.getByRole('button', { name: 'Format Code', exact: true }).click();
    await page.getByRole('button', { name: 'Query', exact: true }).click();
    await page.getByRole('textbox', { name: 'Namespaces' }).fill('pom=http://maven.apache.org/POM/4.0.0');
    await typeXPath(page, '/pom:project/pom:artifactId');
    const result = page.getByRole('list', { name: /XPath results/ }).getByRole('button');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('/pom:project/pom:artifactId');
    await expect(result).toContainText('<artifactId>commons-lang3</artifactId>');
  });
});

test.describe('XML Schema Validator', () => {
  test('lists the errors xmllint gives on the lines it gives; a valid document says so', async ({ page, baseURL }) => {
    const other = recordOtherOrigins(page, new URL(baseURL!).origin);
    const pom = await fixture('pom.xml');
    await page.goto('/xml-schema-validator');
    await pasteLarge(page, 'XML Document', pom);
    await pasteLarge(page, 'XML Schema', await fixture('maven-4.0.0.xsd'));
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    let stderr = '';
    try {
      execFileSync('xmllint', ['--noout', '--schema', fixturePath('maven-4.0.0.xsd'), fixturePath('pom.xml')], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (e) {
      stderr = String((e as { stderr: Buffer }).stderr);
    }
    const theirs = [...stderr.matchAll(/pom\.xml:(\d+): element \w+: Schemas validity error : (.*)/g)];
    const errors = page.getByRole('list', { name: 'Validation errors' }).getByRole('button');
    await expect(errors).toHaveCount(theirs.length);
    await expect(errors.first()).toHaveText(`document.xml:${theirs[0][1]} ${theirs[0][2]}`);

    await fillEditor(page, 'XML Document', pom.replace(/ combine\.self="[^"]*"/g, ''));
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is valid against' })).toHaveText('document.xml is valid against schema.xsd.');
    expect(other).toEqual([]);
  });

  test('a schema importing an http URL gets a message naming it, and nothing leaves the page', async ({ page, baseURL }) => {
    const other = recordOtherOrigins(page, new URL(baseURL!).origin);
    await page.goto('/xml-schema-validator');
    await fillEditor(page, 'XML Document', '<order xmlns="urn:t"><qty>3</qty></order>');
    await fillEditor(
      page,
      'XML Schema',
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t"><xs:import namespace="urn:o" schemaLocation="http://127.0.0.1:9/remote.xsd"/><xs:element name="order"/></xs:schema>',
    );
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('refers to http://127.0.0.1:9/remote.xsd: nothing is downloaded here');
    expect(other).toEqual([]);
  });

  test('an inline DTD, and an external entity that is never expanded', async ({ page }) => {
    await page.goto('/xml-schema-validator');
    await page.getByRole('radio', { name: 'The DTD in the document' }).check();
    await fillEditor(page, 'XML Document', '<?xml version="1.0"?>\n<!DOCTYPE r [\n<!ELEMENT r (#PCDATA)>\n<!ENTITY secret SYSTEM "file:///etc/passwd">\n]>\n<r>&secret;<b/></r>\n');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Validation errors' })).toContainText('document.xml:6');
    await expect(page.getByRole('note')).toHaveText('The document refers to the external entity file:///etc/passwd, which is never loaded or expanded.');
    await expect(page.locator('main')).not.toContainText('root:x:0');
  });
});

test.describe('XML Compare as XML', () => {
  const badge = (page: Page) => page.getByText(/^Found (no differences|1 difference|\d+ differences in \d+ blocks?)$/);

  test("a twin with other prefixes, attribute order and indentation: no differences; one changed value: one, with its path", async ({ page }) => {
    const invoice = await fixture('UBL-Invoice-2.1-Example.xml');
    const twin = invoice.replace(/(<\/?|xmlns:)cbc([:=])/g, '$1b$2').replace(/>\s+</g, '><');
    await page.goto('/xml-compare');
    await expect(page.getByRole('checkbox', { name: 'Ignore namespace prefixes' })).toBeChecked();
    await pasteLarge(page, 'Original', invoice);
    await pasteLarge(page, 'Modified', twin);
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(badge(page)).toHaveText('Found no differences');
    await expect(page.getByRole('region', { name: 'Structure' }).getByRole('status')).toHaveText('No structural changes');

    await page.getByRole('button', { name: 'Edit Input' }).click();
    await fillEditor(page, 'Modified', twin.replace('>729</b:PayableAmount>', '>730</b:PayableAmount>'));
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(badge(page)).toHaveText('Found 1 difference');
    const change = page.getByRole('list', { name: 'Structural changes: choose one to show it in the line view' }).getByRole('button');
    await expect(change).toHaveText(['/Invoice/cac:LegalMonetaryTotal/cbc:PayableAmount: 729 → 730']);

    // Without the option the prefixes count: the badge counts them.
    await page.getByRole('checkbox', { name: 'Ignore namespace prefixes' }).uncheck();
    await expect(badge(page)).not.toHaveText('Found 1 difference');
    await page.getByRole('checkbox', { name: 'Ignore namespace prefixes' }).check();
    await expect(badge(page)).toHaveText('Found 1 difference');
  });

  test('rows read from the worker show both sides\' lines; a change goes to its row; CSV; a merge; layouts', async ({ page }) => {
    const rows = Array.from({ length: 400 }, (_, i) => `<line id="${i}"><price currency="EUR">${i}.00</price></line>`);
    const original = `<invoice>${rows.join('')}</invoice>`;
    const modified = original.replace('<line id="350"><price currency="EUR">350.00', '<line id="350"><price currency="EUR">351.00');
    await page.goto('/xml-compare');
    await pasteLarge(page, 'Original', original);
    await pasteLarge(page, 'Modified', modified);
    await page.getByRole('button', { name: 'Compare Code' }).click();
    await expect(badge(page)).toHaveText('Found 1 difference');
    // The laid-out lines on both sides (their texts stay in the worker and come for the rows in view).
    const row = (i: number) => page.locator(`.diff-view__row[data-row="${i}"]`);
    await expect(row(0).locator('.diff-view__left')).toHaveText('<invoice>');
    await expect(row(1).locator('.diff-view__left')).toHaveText('  <line id="0">');
    await expect(row(1).locator('.diff-view__right')).toHaveText('  <line id="0">');
    await expect(row(2).locator('.diff-view__right')).toHaveText('    <price currency="EUR">0.00</price>');

    const panel = page.getByRole('region', { name: 'Structure' });
    await expect(panel.getByRole('status')).toHaveText('1 structural change');
    await panel.getByRole('button', { name: '/invoice/line[351]/price: 350.00 → 351.00' }).click();
    const target = page.locator('.diff-view__row[data-target]');
    await expect(target).toBeInViewport();
    await expect(target.locator('.diff-view__left')).toHaveText('    <price currency="EUR">350.00</price>');
    await expect(target.locator('.diff-view__right')).toHaveText('    <price currency="EUR">351.00</price>');

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download CSV' }).click();
    expect(await readFile(await (await downloading).path(), 'utf8')).toBe('path,change,from,to\r\n/invoice/line[351]/price,changed,350.00,351.00\r\n');

    // One column: the same rows from the worker.
    await page.getByRole('radio', { name: 'Unified' }).check();
    await expect(page.locator('.diff-view__row', { hasText: '351.00' }).first()).toBeAttached();

    // Merging reads the texts the worker kept: the modified side gets the original's line, nothing differs.
    await page.getByRole('radio', { name: 'Side by side' }).check();
    await page.keyboard.press('n');
    await page.getByRole('button', { name: 'Copy change to Modified →' }).click();
    await expect(badge(page)).toHaveText('Found no differences');
    await expect(panel.getByRole('status')).toHaveText('No structural changes');
  });
});

