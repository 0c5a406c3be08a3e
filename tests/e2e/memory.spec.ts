import { pasteLarge } from './helpers/editor';
import { expect, test } from '@playwright/test';

/**
 * Formatting the same large input again and again must release the previous output's rows: the count of detached
 * DOM nodes still retained after a garbage collection (Chromium's DOM.getDetachedDomNodes) does not grow per run.
 */
test('repeated formats of a large JSON leave no growing detached DOM behind', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/json-formatter');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  const big = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'], nested: { x: i } })));
  await pasteLarge(page, 'Input Code', big);
  const retained: number[] = [];
  for (let run = 0; run < 6; run++) {
    await page.getByRole('button', { name: 'Format Code' }).click();
    await expect(page.locator('.vt-list .vt-row').first()).toBeVisible();
    // Use the output as a reader would: scroll it and search it.
    await page.locator('.vt-list').hover();
    for (let k = 0; k < 4; k++) await page.mouse.wheel(0, 3000);
    await page.getByLabel('Find in output').fill(`item ${run}`);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(200);
    await cdp.send('HeapProfiler.collectGarbage');
    const r = (await cdp.send('DOM.getDetachedDomNodes' as never)) as { detachedNodes: { retainedNodeIds: number[] }[] };
    retained.push(r.detachedNodes.reduce((n, d) => n + d.retainedNodeIds.length, 0));
  }
  // At most the plain textarea that CodeMirror replaced (a handful of nodes), and the same after every run.
  expect(retained[0]).toBeGreaterThanOrEqual(0);
  expect(retained[0]).toBeLessThan(20);
  expect(new Set(retained.slice(1))).toEqual(new Set([retained[1]]));
  expect(retained.at(-1)!).toBeLessThanOrEqual(retained[0] + 5);
});
