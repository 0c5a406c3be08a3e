import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BIG_XML_HEAD, BIG_XML_TAIL, bigXmlRecord, writeBigXml, XML_LINES_PER_RECORD } from '../../scripts/make-big-xml.mjs';
import { makeInPage, pasteLarge } from './helpers/editor';
import { bigFileFixture, gotoFormatter, openFile, overCeilingFile, row } from './helpers/big-file';

// XML files over 16 MB opened in the XML formatter are read in parts by a worker and shown formatted at once.
const big = bigFileFixture('people.xml', (file) => writeBigXml(file, 250));

test.beforeEach(async ({ page }) => {
  await gotoFormatter(page, '/xml-formatter');
});

test('a 250 MB XML file shows formatted rows at once, then the last line and Find near the end', async ({ page }) => {
  test.setTimeout(120_000);
  await openFile(page, big.file);
  await expect(page.getByText('people.xml')).toBeVisible();
  await expect(page.getByText('250.0 MB', { exact: true })).toBeVisible();
  // The first rows, laid out as xmllint --format does, while the rest is still being read.
  await expect(row(page, 1)).toHaveText('1<?xml version="1.0" encoding="UTF-8"?>');
  await expect(row(page, 2)).toHaveText('2<people>');
  await expect(row(page, 3)).toHaveText('3  <person id="0" active="true">');
  await expect(row(page, 4)).toHaveText('4    <name>person 0</name>');
  await expect(row(page, 17)).toHaveText('17    <bio>Likes <b>tea</b> &amp; coffee. Lorem ipsum dolor sit amet, consectetur adipiscing elit.</bio>');
  await expect(row(page, 18)).toHaveText('18    <note><![CDATA[score < 0]]></note>');
  const lines = 3 + XML_LINES_PER_RECORD * big.records;
  await expect(page.getByText(`Valid XML: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 90_000 });

  // The input as written, read-only: the declaration, then every record on one line, then the empty line after the
  // final line feed.
  const input = page.getByRole('list', { name: 'Input Code (read-only)' });
  await expect(input.locator('.vt-row')).toHaveCount(3);
  await expect(input.locator('.vt-row').nth(0)).toHaveText('1<?xml version="1.0" encoding="UTF-8"?>');
  const second = big.size - '<?xml version="1.0" encoding="UTF-8"?>\n'.length - 1;
  await expect(input.locator('.vt-row').nth(1)).toHaveText(
    new RegExp(`^2<people><person id="0" active="true"><name>person 0</name>.* … ${(second - 10_000).toLocaleString('en')} more characters$`),
  );
  await expect(input.locator('.vt-row').nth(2)).toHaveText('3');

  // The last line.
  await page.getByRole('textbox', { name: 'Go to line' }).fill(String(lines));
  await page.keyboard.press('Enter');
  await expect(row(page, lines)).toHaveText(`${lines}</people>`);
  await expect(row(page, lines - 1)).toHaveText(`${lines - 1}  </person>`);

  // Find a value near the end: one match, shown and marked.
  await page.getByRole('textbox', { name: 'Go to line' }).fill('1');
  await page.keyboard.press('Enter');
  const last = big.records - 1;
  await page.getByRole('searchbox', { name: 'Find in output' }).fill(`PERSON ${last}<`);
  await page.keyboard.press('Enter');
  const nameLine = 4 + XML_LINES_PER_RECORD * last;
  await expect(page.getByText(`1 match · line ${nameLine.toLocaleString('en')}`)).toBeVisible({ timeout: 60_000 });
  await expect(row(page, nameLine)).toHaveText(`${nameLine}    <name>person ${last}</name>`);
  await expect(row(page, nameLine).locator('mark')).toHaveText(`person ${last}<`);
});

test('Cancel stops reading the file at once', async ({ page }) => {
  await openFile(page, big.file);
  const progress = page.getByRole('status').filter({ hasText: 'MB of 250.0 MB' });
  await expect(progress).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  await expect(page.getByText('Cancelled. Press Format Code to read the file again.')).toBeVisible();
  await expect(page.getByText(/Valid XML/)).toBeHidden();
});

test('the download is byte for byte the small path’s download of the same document', async ({ page }) => {
  test.setTimeout(120_000);
  // Just over the 16 MB threshold: opened as a file it takes the big path; pasted, the editor's.
  const records = Array.from({ length: 44_000 }, (_, i) => bigXmlRecord(i));
  records[7] =
    '<mixed xml:space="preserve">\r\n  <a>  </a>\r\n</mixed><é名 ключ="значение\nzwei">😀 &#x1F600; 𝄞</é名>' +
    '<c><![CDATA[ <x> ]]></c>' +
    '<?pi data\nmore?><empty></empty><deep><d><d><d/></d></d></deep>';
  const text = BIG_XML_HEAD + records.join('\n  ') + '\n' + BIG_XML_TAIL;
  expect(text.length).toBeGreaterThan(16 * 1024 * 1024);
  const file = path.join(big.dir, 'same.xml');
  writeFileSync(file, text);

  await pasteLarge(page, 'Input Code', text);
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.locator('.vt-list .vt-row').first()).toBeVisible({ timeout: 60_000 });
  const [small] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const smallBytes = await readFile((await small.path())!);

  await openFile(page, file);
  await expect(page.getByText(/^Valid XML: [\d,]+ formatted lines\.$/)).toBeVisible({ timeout: 60_000 });
  const [bigDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  const bigBytes = await readFile((await bigDownload.path())!);
  expect(bigBytes.length).toBe(smallBytes.length);
  expect(bigBytes.equals(smallBytes)).toBe(true);
  expect(smallBytes.subarray(0, 80).toString()).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<people>\n  <person id="0" active="true">\n');
  expect(smallBytes.includes(Buffer.from('<mixed xml:space="preserve">\n  <a>  </a>\n</mixed>'))).toBe(true);
});

test('a dropped XML file over 16 MB takes the same path; its elements collapse', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Input Code', exact: true }).click();
  await page.evaluate(() => {
    const record = '<r k="' + 'x'.repeat(90) + '"><n>1</n><n>2</n></r>';
    const text = '<root>' + Array.from({ length: 170_000 }, () => record).join('') + '</root>';
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.xml', { type: 'application/xml' }));
    const target = document.querySelector('.cm-content') ?? document.querySelector('textarea')!;
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText('dropped.xml')).toBeVisible();
  // 170,000 records of 4 lines, and the root's tags.
  await expect(page.getByText('Valid XML: 680,002 formatted lines.')).toBeVisible({ timeout: 30_000 });
  await expect(row(page, 1)).toHaveText('1▾<root>');
  await expect(row(page, 2)).toHaveText(`2▾  <r k="${'x'.repeat(90)}">`);
  await expect(row(page, 3)).toHaveText('3    <n>1</n>');

  // An element laid out one child per line collapses to its start and end tags, and expands again.
  await page.getByRole('button', { name: 'Collapse line 2', exact: true }).click();
  await expect(row(page, 2)).toHaveText(`2▸  <r k="${'x'.repeat(90)}"> … 2 lines`);
  await expect(row(page, 5)).toHaveText('5  </r>');
  await expect(row(page, 3)).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand line 2', exact: true }).click();
  await expect(row(page, 3)).toHaveText('3    <n>1</n>');
});

test('a paste over 50 MB in the XML Formatter is shown formatted from its bytes', async ({ page }) => {
  test.setTimeout(90_000);
  const records = 1_700_000;
  const text = await makeInPage(page, { head: '<root>', unit: '<p id="{i}">person {i}</p>', count: records, separator: '', tail: '</root>' });
  await pasteLarge(page, 'Input Code', text);
  await expect(page.getByText('Pasted text', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeHidden();
  await expect(row(page, 2)).toHaveText('2  <p id="0">person 0</p>');
  const lines = 2 + records;
  await expect(page.getByText(`Valid XML: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Go to line' }).fill(String(lines));
  await page.keyboard.press('Enter');
  await expect(row(page, lines)).toHaveText(`${lines}</root>`);
  await expect(row(page, lines - 1)).toHaveText(`${lines - 1}  <p id="${records - 1}">person ${records - 1}</p>`);
});

test('an error near the end of a big file is named with its line and column, as the small path names it', async ({ page }) => {
  const records = Array.from({ length: 50_000 }, (_, i) => bigXmlRecord(i));
  const file = path.join(big.dir, 'broken.xml');
  // The root opens on line 2; line 3 closes an element that is not open.
  writeFileSync(file, `${BIG_XML_HEAD}${records.join('')}\n</wrong>\n`);
  await openFile(page, file);
  await expect(page.locator('.error-banner')).toContainText('Invalid XML: Opening and ending tag mismatch: people line 2 and wrong (line 3, column 1)');
  await expect(page.getByText('No output: see the error above.')).toBeVisible();
  // The input as written shows the error's line, marked.
  const marked = page.getByRole('list', { name: 'Input Code (read-only)' }).locator('.vt-row-current');
  await expect(marked).toHaveText('3</wrong>');
  await expect(marked).toBeInViewport();
});

test('an XML file over 2 GB gets a clear message and is not read', async ({ page }) => {
  const file = overCeilingFile(big.dir, 'huge.xml');
  await openFile(page, file);
  await expect(page.getByRole('alert')).toContainText('This file is larger than 2 GB. DevToolbox formats JSON and XML files up to 2 GB');
  await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeVisible();
});
