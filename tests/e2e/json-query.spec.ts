import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { paths as jsonPathPaths, query as jsonPathQuery } from 'jsonpath-rfc9535';
import { fillEditor, pasteLarge } from './helpers/editor';

const fixture = (name: string) => readFile(new URL(`../fixtures/query/${name}`, import.meta.url), 'utf8');

/** What the jq command-line tool prints for `jq <flags> <filter>` on `input` (stdout, or stderr when it fails). */
function jqCli(input: string, filter: string, flags: string[] = []): { stdout: string; stderr: string } {
  try {
    return { stdout: execFileSync('jq', [...flags, filter], { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }), stderr: '' };
  } catch (e) {
    return { stdout: '', stderr: String((e as { stderr: string }).stderr) };
  }
}

const FLAG_LABELS: Record<string, string> = { '-c': 'Compact (-c)', '-r': 'Raw strings (-r)', '-s': 'Slurp (-s)', '-S': 'Sort keys (-S)' };

/** Sets the flags and types the query into the query box as a person does, then presses Enter and waits for the run. */
async function typeQuery(page: Page, label: string, query: string, flags: string[] = []) {
  if (label === 'jq filter') for (const [flag, name] of Object.entries(FLAG_LABELS)) await page.getByRole('checkbox', { name }).setChecked(flags.includes(flag));
  const box = page.getByRole('textbox', { name: label });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Running the query' })).toHaveCount(0);
}

/** The result as Download result saves it. */
async function downloadedResult(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: 'Download result' });
  await expect(button).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFile((await file.path())!, 'utf8');
}

test.describe('jq on the JSON Query page gives what the jq command line prints', () => {
  const cases: { name: string; file: string; filter: string; flags: string[]; firstRow: string }[] = [
    { name: 'nested objects, unicode and null', file: 'users.json', filter: '.users[] | {name, city: .address.city, manager}', flags: [], firstRow: '{' },
    { name: 'select with -c', file: 'users.json', filter: '[.users[] | select(.age > 30) | .email]', flags: ['-c'], firstRow: '["zoe@example.org","amelie@example.fr"]' },
    { name: 'raw strings with -r', file: 'users.json', filter: '.users[] | "\\(.name) <\\(.email)> in \\(.address.city)"', flags: ['-r'], firstRow: 'Zoë Müller <zoe@example.org> in Zürich' },
    { name: 'sorted keys with -S', file: 'users.json', filter: '.users[1]', flags: ['-S'], firstRow: '{' },
    { name: 'several values (NDJSON) one by one', file: 'events.ndjson', filter: 'select(.ms > 100) | .msg', flags: [], firstRow: '"slow request → /api/users"' },
    { name: 'NDJSON slurped with -s', file: 'events.ndjson', filter: 'map(.ms) | add', flags: ['-s'], firstRow: '5962' },
    { name: 'no output', file: 'users.json', filter: '.users[] | select(.age > 99)', flags: [], firstRow: '' },
  ];
  for (const c of cases) {
    test(c.name, async ({ page }) => {
      const input = await fixture(c.file);
      const expected = jqCli(input, c.filter, c.flags);
      expect(expected.stderr).toBe('');
      await page.goto('/json-query');
      await pasteLarge(page, 'JSON Input', input);
      await typeQuery(page, 'jq filter', c.filter, c.flags);
      const rows = page.locator('[aria-label="Query result"] .vt-code');
      if (c.firstRow) await expect(rows.first()).toHaveText(c.firstRow);
      expect(await downloadedResult(page)).toBe(expected.stdout);
    });
  }
});

test("jq's own messages: a runtime error and an unknown function as the command line prints them; a syntax error as jq 1.7.1 words it", async ({ page }) => {
  const input = '{"users":[{"name":"Zoë"}]}\n';
  await page.goto('/json-query');
  await fillEditor(page, 'JSON Input', input);
  const alert = page.getByRole('alert');

  const runtime = jqCli(input, '.users[] | .name + 1').stderr.trim();
  expect(runtime).toBe('jq: error (at <stdin>:1): string ("Zoë") and number (1) cannot be added');
  await typeQuery(page, 'jq filter', '.users[] | .name + 1');
  await expect(alert.locator('.error-banner-message')).toHaveText(runtime);

  const [compileMessage, ...compileDetails] = jqCli(input, 'nosuch(1)').stderr.trim().split('\n');
  await typeQuery(page, 'jq filter', 'nosuch(1)');
  await expect(alert.locator('.error-banner-message')).toHaveText(compileMessage);
  await expect(alert.locator('.error-banner-detail')).toHaveText(compileDetails);

  // The Debian jq (1.6) says "unexpected $end"; the jq in the page is 1.7.1, which says "unexpected end of file".
  await typeQuery(page, 'jq filter', '.users[');
  await expect(alert.locator('.error-banner-message')).toHaveText(
    'jq: error: syntax error, unexpected end of file (Unix shell quoting issues?) at <top-level>, line 1:',
  );
  await expect(alert.locator('.error-banner-detail')).toHaveText(['.users[', 'jq: 1 compile error']);
  await expect(page.getByRole('button', { name: 'Download result' })).toBeDisabled();

  // Fixing the filter clears the error and shows the result.
  await typeQuery(page, 'jq filter', '.users[0].name');
  await expect(alert.locator('.error-banner-message')).toHaveCount(0);
  expect(await downloadedResult(page)).toBe('"Zoë"\n');
});

test('JSONPath: the matches as a JSON array and their normalized paths, as the library gives them in Node', async ({ page }) => {
  const input = await fixture('users.json');
  const doc = JSON.parse(input) as never;
  await page.goto('/json-query');
  await pasteLarge(page, 'JSON Input', input);
  await page.getByRole('radio', { name: 'JSONPath' }).check();
  for (const path of ['$.users[?@.age > 30].email', '$..city', "$.users[*]['name','tags']"]) {
    await typeQuery(page, 'JSONPath query', path);
    const expectedPaths = jsonPathPaths(doc, path);
    await expect(page.getByRole('heading', { name: `Query result (${expectedPaths.length} matches)` })).toBeVisible();
    await expect(page.locator('[aria-label="Matched paths"] .vt-code')).toHaveText(expectedPaths);
    expect(await downloadedResult(page)).toBe(JSON.stringify(jsonPathQuery(doc, path), null, 2) + '\n');
  }
  await typeQuery(page, 'JSONPath query', '$.users[');
  await expect(page.getByRole('alert').locator('.error-banner-message')).toContainText('Invalid JSONPath: ');
});

test('big integers: JSONPath keeps their digits; the page says what jq does with them', async ({ page }) => {
  await page.goto('/json-query');
  await fillEditor(page, 'JSON Input', '{"id": 12345678901234567890, "price": 1.10}');
  await expect(page.locator('.qp-root .field-hint')).toContainText('numbers beyond 2^53 lose precision');
  await typeQuery(page, 'jq filter', '.id');
  expect(await downloadedResult(page)).toBe('12345678901234567890\n');
  await page.getByRole('radio', { name: 'JSONPath' }).check();
  await typeQuery(page, 'JSONPath query', '$.*');
  expect(await downloadedResult(page)).toBe('[\n  12345678901234567890,\n  1.10\n]\n');
});

test('the result follows the query as it is typed, without pressing Enter', async ({ page }) => {
  await page.goto('/json-query');
  await fillEditor(page, 'JSON Input', '{"a": {"b": [10, 20]}}');
  await page.getByRole('textbox', { name: 'jq filter' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('.a.b[1]');
  await expect(page.locator('[aria-label="Query result"] .vt-code')).toHaveText(['20']);
  // Editing the document runs the query again on the new text.
  await fillEditor(page, 'JSON Input', '{"a": {"b": [10, 30]}}');
  await expect(page.locator('[aria-label="Query result"] .vt-code')).toHaveText(['30']);
});

test('the JSON formatter opens a Query panel on the formatted document, from the keyboard', async ({ page }) => {
  await page.goto('/json-formatter');
  await fillEditor(page, 'Input Code', '{"items":[{"id":1,"ok":true},{"id":2,"ok":false}]}');
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.locator('[aria-label="Formatted Code"] .vt-code').first()).toHaveText('{');
  const toggle = page.getByRole('button', { name: 'Query', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', { name: 'jq filter' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('[.items[] | select(.ok) | .id]');
  await page.keyboard.press('Enter');
  await expect(page.locator('[aria-label="Query result"] .vt-code')).toHaveText(['[', '  1', ']']);
});

test('the page is prerendered with its heading, the query box and the jq flags', async ({ page }) => {
  await page.goto('/json-query');
  await expect(page.locator('h1')).toHaveText('JSON Query with jq and JSONPath');
  await expect(page.getByRole('textbox', { name: 'jq filter' })).toBeVisible();
  for (const name of Object.values(FLAG_LABELS)) await expect(page.getByRole('checkbox', { name })).toBeVisible();
});

test('a long jq run can be cancelled, and the next query works at once', async ({ page }) => {
  await page.goto('/json-query');
  await fillEditor(page, 'JSON Input', '{"n": 3}');
  await typeQuery(page, 'jq filter', '.n');
  expect(await downloadedResult(page)).toBe('3\n');
  const box = page.getByRole('textbox', { name: 'jq filter' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('last(range(1e12))');
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: 'Running the query' });
  await expect(status).toBeVisible();
  await status.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveCount(0);
  await expect(page.getByRole('alert').locator('.error-banner-message')).toHaveCount(0);
  await typeQuery(page, 'jq filter', '.n * 2');
  expect(await downloadedResult(page)).toBe('6\n');
});

test('while a new query runs, the last result stays, dimmed and marked out of date, until the new one or an error replaces it; Cancel restores it', async ({ page }) => {
  await page.goto('/json-query');
  // 20,000 records (1.4 MB): each run sends and reads them; the slow part of the queries below adds a few seconds.
  const records = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `person ${i}`, tags: ['a', 'b', 'c'], score: i * 1.5 }));
  await pasteLarge(page, 'JSON Input', JSON.stringify(records));
  const rows = page.locator('[aria-label="Query result"] .vt-code');
  const result = page.getByRole('region', { name: /^Query result/ });
  const running = page.getByRole('status').filter({ hasText: 'Running the query…' });
  const dimmed = async () => Number(await page.locator('[aria-label="Query result"]').evaluate((el) => getComputedStyle(el.closest('.vt-root')!).opacity));
  const box = page.getByRole('textbox', { name: 'jq filter' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('.[1].name');
  await expect(rows).toHaveText(['"person 1"'], { timeout: 30_000 });
  await expect(running).toHaveCount(0);
  await expect(result).toHaveAttribute('aria-busy', 'false');
  expect(await dimmed()).toBe(1);

  // Typing more: once the pause in typing starts the new run, the old rows stay, out of date, with the progress line.
  await page.keyboard.type(' + " " + (last(range(3000000)) | tostring)');
  await expect(running).toBeVisible();
  await expect(rows).toHaveText(['"person 1"']);
  await expect(result).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { name: 'Query result — out of date' })).toBeVisible();
  expect(await dimmed()).toBeLessThan(1);
  await expect(page.getByRole('button', { name: 'Download result' })).toBeDisabled();
  // Then the new result replaces them.
  await expect(rows).toHaveText(['"person 1 2999999"'], { timeout: 60_000 });
  await expect(running).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Query result', exact: true })).toBeVisible();
  expect(await dimmed()).toBe(1);
  expect(await downloadedResult(page)).toBe('"person 1 2999999"\n');

  // Cancel: the state before the query, as it was.
  await box.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' + (last(range(1e12)) | tostring)');
  await expect(running).toBeVisible();
  await expect(result).toHaveAttribute('aria-busy', 'true');
  await expect(rows).toHaveText(['"person 1 2999999"']);
  await running.getByRole('button', { name: 'Cancel' }).click();
  await expect(running).toHaveCount(0);
  await expect(rows).toHaveText(['"person 1 2999999"']);
  await expect(result).toHaveAttribute('aria-busy', 'false');
  expect(await dimmed()).toBe(1);
  expect(await downloadedResult(page)).toBe('"person 1 2999999"\n');

  // An error replaces them with the error.
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('error("stopped after " + (last(range(3000000)) | tostring))');
  await expect(running).toBeVisible();
  await expect(rows).toHaveText(['"person 1 2999999"']);
  await expect(page.getByRole('alert').locator('.error-banner-message')).toHaveText(/^jq: error \(at <stdin>:\d+\): stopped after 2999999$/, { timeout: 60_000 });
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('The query result will appear here.')).toBeVisible();
  await expect(running).toHaveCount(0);
});

test('the JSON formatter\'s Query panel keeps its last result too while the next query runs', async ({ page }) => {
  await page.goto('/json-formatter');
  await fillEditor(page, 'Input Code', '{"items":[{"id":1},{"id":2}]}');
  await page.getByRole('button', { name: 'Format Code' }).click();
  await page.getByRole('button', { name: 'Query', exact: true }).click();
  await page.getByRole('textbox', { name: 'jq filter' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('.items | length');
  const rows = page.locator('[aria-label="Query result"] .vt-code');
  await expect(rows).toHaveText(['2']);
  await page.keyboard.type(' + (last(range(3000000)) | 1)');
  const running = page.getByRole('status').filter({ hasText: 'Running the query…' });
  await expect(running).toBeVisible();
  await expect(rows).toHaveText(['2']);
  await expect(page.getByRole('heading', { name: 'Query result — out of date' })).toBeVisible();
  await expect(rows).toHaveText(['3'], { timeout: 60_000 });
  await expect(running).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Query result', exact: true })).toBeVisible();
});

test('jq and JSONPath load and run from this origin only: nothing is requested elsewhere', async ({ page, context }) => {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  await page.goto('/json-query');
  await fillEditor(page, 'JSON Input', '{"a": [1, 2]}');
  await typeQuery(page, 'jq filter', '.a | add');
  expect(await downloadedResult(page)).toBe('3\n');
  await page.getByRole('radio', { name: 'JSONPath' }).check();
  await typeQuery(page, 'JSONPath query', '$.a[1]');
  expect(await downloadedResult(page)).toBe('[\n  2\n]\n');
  const origin = new URL(page.url()).origin;
  expect(urls.some((u) => /\/assets\/jq-[\w-]+\.js$/.test(u))).toBe(true);
  expect(urls.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
});
