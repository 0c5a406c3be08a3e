import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { bigJsonRecord } from '../../scripts/make-big-json.mjs';
import { writeRecords } from '../../scripts/write-records.mjs';
import { pasteLarge } from './helpers/editor';
import { bigFileFixture, gotoFormatter, openFile, row } from './helpers/big-file';

// Every layout of a big JSON file is the small path's, byte for byte: 4 spaces and Minify on a 300 MB file,
// against the editor's output for a 10 MB cut of the same data. The file is written as a person's editor writes
// JSON (tab-indented, CRLF), so that both layouts change it.

/** Record i as written in the file. */
const written = (i: number) => JSON.stringify(JSON.parse(bigJsonRecord(i)), null, '\t').replace(/\n/g, '\r\n');
const HEAD = '[\r\n';
const SEP = ',\r\n';
const TAIL = '\r\n]';
/** Records in the 10 MB cut (about 430 bytes each as written). */
const CUT = 24_000;

const big = bigFileFixture('people-tabs.json', (file) => writeRecords(file, 300, { head: HEAD, tail: TAIL, record: (i) => (i ? SEP : '') + written(i) }));

/** The whole output the big path must give, record by record as JSON.stringify lays it out: its SHA-256 and size. */
function expectedOutput(records: number, indent: number): { sha256: string; size: number } {
  const hash = createHash('sha256');
  let size = 0;
  const put = (s: string) => {
    hash.update(s);
    size += Buffer.byteLength(s);
  };
  const pad = ' '.repeat(indent);
  put(indent ? '[\n' : '[');
  for (let i = 0; i < records; i++) {
    const record = indent ? pad + JSON.stringify(JSON.parse(bigJsonRecord(i)), null, indent).replace(/\n/g, `\n${pad}`) : bigJsonRecord(i);
    put((i ? (indent ? ',\n' : ',') : '') + record);
  }
  put(indent ? '\n]' : ']');
  return { sha256: hash.digest('hex'), size };
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of createReadStream(file)) hash.update(piece as Buffer);
  return hash.digest('hex');
}

async function save(page: Page, exact: boolean): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact }).click()]);
  return download;
}

/** The first `length` bytes of a file. */
async function head(file: string, length: number): Promise<Buffer> {
  const f = await open(file);
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await f.read(buf, 0, length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await f.close();
  }
}

const rowCode = (page: Page, n: number) => row(page, n).locator('.vt-code');

test.beforeEach(async ({ page }) => {
  await gotoFormatter(page, '/json-formatter');
});

test('a 300 MB file in 4 spaces and minified: rows and downloads are the small path’s for a 10 MB cut', async ({ page }) => {
  test.setTimeout(600_000);
  const cut = HEAD + Array.from({ length: CUT }, (_, i) => (i ? SEP : '') + written(i)).join('') + TAIL;
  expect(cut.length).toBeGreaterThan(9_500_000);
  expect(cut.length).toBeLessThan(16 * 1024 * 1024);

  // The small path on the cut: 4 spaces, then minified.
  await pasteLarge(page, 'Input Code', cut);
  await page.getByLabel('Indentation').selectOption('4');
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.locator('.vt-list .vt-row').first()).toBeVisible({ timeout: 60_000 });
  const small4 = await readFile((await (await save(page, false)).path())!);
  expect(small4.toString()).toBe(JSON.stringify(JSON.parse(cut), null, 4));
  await page.getByLabel('Minify').check();
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.getByText('Formatted: 1 line.')).toBeAttached({ timeout: 60_000 });
  const smallMin = await readFile((await (await save(page, false)).path())!);
  expect(smallMin.toString()).toBe(JSON.stringify(JSON.parse(cut)));
  await page.getByLabel('Minify').uncheck();

  // The 300 MB file, switched to 4 spaces: the same lines where the cut's records are, the same bytes up to
  // the cut's last record, and then the rest of the records laid out the same way.
  await openFile(page, big.file);
  await expect(page.getByText('300.0 MB', { exact: true })).toBeVisible();
  const lines4 = small4.toString().split('\n');
  const recordLines = (lines4.length - 2) / CUT;
  expect(recordLines).toBe(20);
  const total4 = 2 + recordLines * big.records;
  await expect(page.getByText(`Valid JSON: ${total4.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 120_000 });
  await expect(rowCode(page, 3)).toHaveText('    "id": 0,');
  await page.getByLabel('Indentation').selectOption('4');
  await expect(page.getByText(`Valid JSON: ${total4.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 120_000 });
  for (let n = 1; n <= 30; n++) await expect(rowCode(page, n)).toHaveText(lines4[n - 1]);
  // The cut's last record, reached with Go to line (in the file another record follows it: a comma).
  const last = lines4.length - 1 - recordLines;
  await page.getByRole('textbox', { name: 'Go to line' }).fill(String(last + 2));
  await page.keyboard.press('Enter');
  for (let n = last; n < last + recordLines - 1; n++) await expect(rowCode(page, n + 1)).toHaveText(lines4[n]);
  await expect(rowCode(page, last + recordLines)).toHaveText(`${lines4[last + recordLines - 1]},`);
  const big4 = (await (await save(page, true)).path())!;
  const prefix4 = small4.subarray(0, small4.length - 2); // without the cut's "\n]"
  expect((await head(big4, prefix4.length + 7)).toString()).toBe(`${prefix4.toString()},\n    {`);
  const want4 = expectedOutput(big.records, 4);
  expect(await sha256Of(big4)).toBe(want4.sha256);

  // Minify: one line, shown as its first 10,000 characters and the count of the rest; the download is the
  // records without their whitespace.
  await page.getByLabel('Minify').check();
  await expect(page.getByText('Valid JSON: 1 formatted line.')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Minify applies to inputs up to')).toHaveCount(0);
  const wantMin = expectedOutput(big.records, 0);
  await expect(row(page, 2)).toHaveCount(0);
  await expect(rowCode(page, 1)).toHaveText(`${smallMin.subarray(0, 10_000).toString()} … ${(wantMin.size - 10_000).toLocaleString('en')} more characters`);
  await page.getByRole('searchbox', { name: 'Find in output' }).fill(`person ${big.records - 1}"`);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 match · line 1')).toBeVisible({ timeout: 60_000 });
  const bigMin = (await (await save(page, true)).path())!;
  const prefixMin = smallMin.subarray(0, smallMin.length - 1); // without the cut's "]"
  expect((await head(bigMin, prefixMin.length + 2)).toString()).toBe(`${prefixMin.toString()},{`);
  expect(await sha256Of(bigMin)).toBe(wantMin.sha256);

  // Sort keys stays with the small path, and the screen says why.
  await page.getByLabel('Sort keys').check();
  await expect(page.getByText(/^Sort keys applies to inputs up to 16\.0 MB only: it reorders an object’s members/)).toBeVisible();
});
