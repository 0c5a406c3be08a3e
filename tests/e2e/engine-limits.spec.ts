import { pasteLarge } from './helpers/editor';
import { expect, test } from '@playwright/test';

/** Every engine call has a time limit: past it the worker is stopped, the user is told, and the tool works again. */
test('a Markdown input that would take minutes stops at the time limit with a clear message', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/markdown-formatter');
  const input = page.getByRole('textbox', { name: 'Input Code', exact: true });
  await pasteLarge(page, 'Input Code', '>'.repeat(200_000) + ' x');
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.getByRole('progressbar', { name: 'Formatting' })).toBeVisible();
  // The limit for 200 KB is 21 s.
  await expect(page.locator('.error-banner-message')).toHaveText(
    'This input takes too long to format: the formatter was stopped. Try a smaller part of it, or check it for unusual nesting.',
    { timeout: 60_000 },
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await input.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('#  Title\n\n*  item');
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.locator('.vt-list .vt-code').first()).toHaveText('# Title');
  await expect(page.locator('.error-banner')).toHaveCount(0);
});
