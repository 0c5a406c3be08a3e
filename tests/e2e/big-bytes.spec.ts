import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { READ_CHUNK } from '../../workers/compare/big-compare';
import { READ_AHEAD_BYTES } from '../../workers/format/big-document';
import { gotoFormatter, openFile, row } from './helpers/big-file';

/**
 * Big files come out exactly as they went in, whatever falls where the file is read in parts: generated files in which
 * a multi-byte character (2, 3 or 4 bytes) is cut at every part boundary the page reads the file in (the big-file
 * worker's read-ahead blocks, the compare worker's chunks), each at another byte offset, after a byte order mark.
 */

/** The character cut at the k-th boundary (k = 1, 2, …) and how many of its bytes come before the boundary. */
const CUTS: [string, number][] = [
  ['Ł', 1],
  ['€', 1],
  ['€', 2],
  ['😀', 1],
  ['😀', 2],
  ['😀', 3],
];
const CITIES = ['Zürich', 'Århus', 'Kraków', 'Genève', 'x'];
/** Boundaries cut in the formatter's files: one per kind of cut. */
const BOUNDARIES = CUTS.length;
const BOM = '\ufeff';

interface Entry {
  id: number;
  city: string;
}

/**
 * Writes `head`, then records (`raw(entry)`, the first without its separator) up to the end of the `boundaries`-th
 * part of `part` bytes, then `tail`: before the k-th boundary, a record padded so that the next record's city,
 * `${char}ódź ${k}`, has exactly its first `before` bytes before the boundary. Returns the records written.
 */
function writeCut(file: string, part: number, boundaries: number, head: string, tail: string, raw: (e: Entry, first: boolean) => string): Entry[] {
  const fd = openSync(file, 'w');
  const entries: Entry[] = [];
  let pending: string[] = [];
  let pos = 0;
  const add = (text: string) => {
    pending.push(text);
    pos += Buffer.byteLength(text);
    if (pending.length >= 10_000) flush();
  };
  const flush = () => {
    writeSync(fd, pending.join(''));
    pending = [];
  };
  const record = (city: string) => {
    const e = { id: entries.length, city };
    entries.push(e);
    add(raw(e, e.id === 0));
  };
  add(BOM + head);
  for (let k = 1; k <= boundaries; k++) {
    const boundary = k * part;
    while (pos + 400 < boundary) record(CITIES[entries.length % CITIES.length]);
    const [char, before] = CUTS[(k - 1) % CUTS.length];
    const city = `${char}ódź ${k}`;
    const next = raw({ id: entries.length + 1, city }, false);
    const cityAt = Buffer.byteLength(next.slice(0, next.indexOf(city)));
    const padding = boundary - before - pos - cityAt - Buffer.byteLength(raw({ id: entries.length, city: '' }, false));
    record('x'.repeat(padding));
    record(city);
  }
  for (let i = 0; i < 1000; i++) record(CITIES[entries.length % CITIES.length]);
  add(tail);
  flush();
  closeSync(fd);
  return entries;
}

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'big-bytes-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes of `file` around each boundary decode to the cut city: the file is what the test means it to be. */
async function expectCuts(file: string, part: number, boundaries: number) {
  const bytes = await readFile(file);
  for (let k = 1; k <= boundaries; k++) {
    const [char, before] = CUTS[(k - 1) % CUTS.length];
    const at = k * part - before;
    expect(bytes.subarray(at, at + Buffer.byteLength(char)).toString(), `boundary ${k}`).toBe(char);
  }
}

/** Downloads the formatted output through the plain download (a Blob of parts), as Firefox and Safari do. */
async function download(page: Page): Promise<Buffer> {
  const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  return readFile((await saved.path())!);
}

/** The record whose city was cut at boundary k. */
const cutAt = (entries: Entry[], k: number) => entries.find((e) => e.city.endsWith(`ódź ${k}`))!;

/**
 * Finds each cut city in the formatted output (in upper case: Find ignores case): one match, on the record's line
 * (`lineOf`), which shows `textOf` it.
 */
async function findEveryCut(page: Page, entries: Entry[], lineOf: (e: Entry) => number, textOf: (e: Entry) => string) {
  for (let k = 1; k <= BOUNDARIES; k++) {
    const e = cutAt(entries, k);
    const line = lineOf(e);
    await page.getByRole('searchbox', { name: 'Find in output' }).fill(e.city.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(page.getByText(`1 match · line ${line.toLocaleString('en')}`)).toBeVisible({ timeout: 30_000 });
    await expect(row(page, line)).toHaveText(`${line}${textOf(e)}`);
  }
}

test('JSON: a character cut at every 8 MB read of the file comes out whole in rows, Find and the download', async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(dir, 'cities.json');
  const entries = writeCut(file, READ_AHEAD_BYTES, BOUNDARIES, '[', ']', (e, first) => `${first ? '' : ','}{"id":${e.id},"city":"${e.city}"}`);
  await expectCuts(file, READ_AHEAD_BYTES, BOUNDARIES);
  await gotoFormatter(page, '/json-formatter');
  await openFile(page, file);
  // Each record is 4 lines; the array's brackets 2.
  const lines = 2 + 4 * entries.length;
  await expect(page.getByText(`Valid JSON: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 60_000 });
  await findEveryCut(page, entries, (e) => 4 + 4 * e.id, (e) => `    "city": "${e.city}"`);
  const bytes = await download(page);
  const expected = Buffer.from(JSON.stringify(entries, null, 2));
  expect(bytes.length).toBe(expected.length);
  expect(bytes.equals(expected)).toBe(true);
});

test('XML: a character cut at every 8 MB read of the file comes out whole in rows, Find and the download', async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(dir, 'cities.xml');
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  const entries = writeCut(file, READ_AHEAD_BYTES, BOUNDARIES, `${declaration}\n<cities>`, '</cities>\n', (e) => `<c id="${e.id}"><city>${e.city}</city></c>`);
  await expectCuts(file, READ_AHEAD_BYTES, BOUNDARIES);
  await gotoFormatter(page, '/xml-formatter');
  await openFile(page, file);
  // The declaration and the root's two tags, and 3 lines per record.
  const lines = 3 + 3 * entries.length;
  await expect(page.getByText(`Valid XML: ${lines.toLocaleString('en')} formatted lines.`)).toBeVisible({ timeout: 90_000 });
  await findEveryCut(page, entries, (e) => 4 + 3 * e.id, (e) => `    <city>${e.city}</city>`);
  const bytes = await download(page);
  const expected = Buffer.from(`${declaration}\n<cities>\n${entries.map((e) => `  <c id="${e.id}">\n    <city>${e.city}</city>\n  </c>\n`).join('')}</cities>\n`);
  expect(bytes.length).toBe(expected.length);
  expect(bytes.equals(expected)).toBe(true);
});

test('Text Compare: two files with characters cut at every 8 MB chunk show the exact text of their rows', async ({ page }) => {
  test.setTimeout(120_000);
  const boundaries = 3;
  const original = path.join(dir, 'cities-a.txt');
  const modified = path.join(dir, 'cities-b.txt');
  const entries = writeCut(original, READ_CHUNK, boundaries, '', '', (e) => `${e.id} ${e.city}\n`);
  // The modified file: the same bytes but in each cut city, which changes after its cut character (ź → ż, as long).
  const changed = (e: Entry) => (/ódź \d$/.test(e.city) ? e.city.replace('ódź', 'ódż') : e.city);
  const fd = openSync(modified, 'w');
  writeSync(fd, BOM + entries.map((e) => `${e.id} ${changed(e)}\n`).join(''));
  closeSync(fd);
  await expectCuts(original, READ_CHUNK, boundaries);
  await expectCuts(modified, READ_CHUNK, boundaries);

  await page.goto('/text-compare');
  for (const [side, file] of [
    ['Original', original],
    ['Modified', modified],
  ] as const) {
    await expect(page.getByRole('textbox', { name: side, exact: true })).toBeEnabled();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('region', { name: side }).getByRole('button', { name: 'Open File' }).click();
    await (await chooser).setFiles(file);
    await expect(page.getByRole('group', { name: `${side} file` })).toContainText(path.basename(file));
  }
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(page.getByText(`${boundaries} differences in ${boundaries} blocks`)).toBeVisible({ timeout: 60_000 });
  // The first row, without the byte order mark (as the small path reads a file).
  const text = (row: number, side: 'left' | 'right') => page.locator(`.diff-view__row[data-row="${row}"] .diff-view__${side}`);
  await expect.poll(() => text(0, 'left').evaluate((el) => el.textContent)).toBe(`0 ${entries[0].city}`);
  expect(await text(0, 'right').evaluate((el) => el.textContent)).toBe(`0 ${entries[0].city}`);
  for (let k = 1; k <= boundaries; k++) {
    await page.getByRole('button', { name: 'Next difference' }).click();
    await expect(page.getByText(`Change ${k} of ${boundaries}`)).toBeVisible();
    const e = cutAt(entries, k);
    await expect.poll(() => text(e.id, 'left').evaluate((el) => el.textContent)).toBe(`${e.id} ${e.city}`);
    expect(await text(e.id, 'right').evaluate((el) => el.textContent)).toBe(`${e.id} ${changed(e)}`);
    // The rows around it are the same on both sides, whole.
    expect(await text(e.id - 1, 'left').evaluate((el) => el.textContent)).toBe(`${e.id - 1} ${entries[e.id - 1].city}`);
  }
});
