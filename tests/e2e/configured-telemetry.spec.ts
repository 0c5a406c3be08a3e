import { expect, test } from '@playwright/test';
import { fillEditor } from './helpers/editor';

/**
 * Against the build with telemetry settings (dist-configured/, port 4174): an error report says what failed, never
 * what the user typed. Engine messages quote the input (an XML parser names the user's tag), so the reports must
 * carry the tool, the kind of failure and the engine's code only.
 */
const BASE = `http://127.0.0.1:${process.env.E2E_CONFIGURED_PORT || 4174}`;

test('comparing invalid XML reports the failure without the input in any request or analytics event', async ({ page }) => {
  const marker = `secretTag${Date.now().toString(36)}`;
  const requests: string[] = [];
  const reports: Record<string, unknown>[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()}\n${r.postData() ?? ''}`));
  await page.route('**/gtag/js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  await page.route('**/__errors', (route) => {
    reports.push(JSON.parse(route.request().postData() ?? '{}'));
    return route.fulfill({ status: 204 });
  });
  await page.goto(`${BASE}/xml-compare`);
  await fillEditor(page, 'Original', `<${marker}>x</${marker}>`);
  await fillEditor(page, 'Modified', `<${marker}>y</wrong>`);
  await page.getByRole('button', { name: 'Compare Code' }).click();
  // The page shows the parser's message, tag name and all: that stays on the page.
  await expect(page.locator('.error-banner')).toContainText(marker);
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports).toContainEqual(expect.objectContaining({ name: 'tool_failure', context: 'XML Compare', kind: 'input-rejected', code: 'xml-syntax' }));
  const events = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer?.map((a) => Array.from(a as ArrayLike<unknown>))));
  expect(events).toContain('tool_failure');
  expect(events).not.toContain(marker);
  expect(requests.length).toBeGreaterThan(1);
  for (const r of requests) expect(r).not.toContain(marker);
});

test('"Tool Opened" is sent once per tool page, for every kind of tool, labelled with the tool title', async ({ page }) => {
  await page.route('**/gtag/js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const opened = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((a) => Array.from(a))
        .filter((a) => a[0] === 'event' && a[1] === 'Tool Opened')
        .map((a) => (a[2] as { event_label: string; event_category: string }).event_category + ': ' + (a[2] as { event_label: string }).event_label),
    );
  await page.goto(`${BASE}/json-compare`);
  await expect.poll(opened).toEqual(['Tool Usage: JSON Compare']);
  // An in-app navigation (no reload): the next tool page sends its own event.
  await page.locator('footer').getByRole('link', { name: 'Test Data Generator' }).click();
  await page.waitForURL('**/test-data-generator');
  await expect.poll(opened).toEqual(['Tool Usage: JSON Compare', 'Tool Usage: Test Data Generator']);
  await page.goto(`${BASE}/text-tool`);
  await expect.poll(opened).toEqual(['Tool Usage: Format & Diff']);
  await page.goto(`${BASE}/about`);
  await page.waitForTimeout(300);
  expect(await opened()).toEqual([]);
});
