import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../src/app/route-meta';
import { BROWSER_PATHS } from './helpers/routes';
import { TOOLS } from '../../src/tools/catalogue';
import { fillEditor } from './helpers/editor';
import { COMPARE_SAMPLES, FORMAT_SAMPLES, compareWith, formatWith } from './release-helpers';

/**
 * Accessibility of the built site: axe-core finds no serious or critical violation on any route, in light and
 * dark theme, also with a tool's result shown; and every tool family can be used with the keyboard alone.
 */

async function seriousViolations(page: Page): Promise<string[]> {
  // Let the lazily mounted tool body settle, so axe sees what the user sees.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of [...BROWSER_PATHS, '/no-such-page', '/de/no-such-page']) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*\bdark\b)/);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('formatter with a result', async ({ page }) => {
      await page.goto('/json-formatter');
      await formatWith(page, FORMAT_SAMPLES.json);
      await expect(page.locator('.vt-list .vt-row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('formatter with an error', async ({ page }) => {
      await page.goto('/json-formatter');
      await formatWith(page, '{"a" 1}');
      await expect(page.locator('.error-banner')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('compare with a result', async ({ page }) => {
      await page.goto('/json-compare');
      await compareWith(page, ...COMPARE_SAMPLES.json);
      await expect(page.getByRole('table', { name: 'JSON Compare result' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('text tool with a result', async ({ page }) => {
      await page.goto('/text-tool');
      await fillEditor(page, 'Input', '{"a":1}');
      await page.getByRole('button', { name: 'Format', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Input against output' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('test data generator with a result', async ({ page }) => {
      await page.goto('/test-data-generator');
      await page.getByRole('button', { name: 'Generate IBAN' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^IBAN/ })).toBeVisible();
      await page.getByRole('button', { name: 'Generate Person' }).click();
      await page.getByRole('button', { name: 'Generate Company' }).click();
      await expect(page.getByRole('definition').filter({ has: page.getByTestId('company-name') })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('JSON generator with a result', async ({ page }) => {
      await page.goto('/json-generator');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Generated Data' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

/**
 * Presses Tab until `target` has focus (at most `limit` times); fails if it never does. The budget covers two
 * rounds of the page's tab stops (about 57 on a compare page): the plain textarea an editor starts as is swapped
 * for CodeMirror when it gets focus, and for that moment the target can match both, so one round may pass it by.
 */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 160): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached ${target} with Tab`);
}

test.describe('keyboard only', () => {
  test('formatter: Tab to the input, type, Tab to Format Code, Enter', async ({ page }) => {
    await page.goto('/json-formatter');
    const input = page.getByRole('textbox', { name: 'Input Code', exact: true });
    await expect(input).toBeVisible();
    await tabTo(page, input);
    await page.keyboard.type('{"a":[1,2]}');
    // CodeMirror keeps Tab for the page (no indent-with-Tab keymap), so Tab leaves the editor.
    await tabTo(page, page.getByRole('button', { name: 'Format Code' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.vt-list .vt-row')).toHaveCount(6);
  });

  test('compare: both editors and Compare Code by keyboard', async ({ page }) => {
    await page.goto('/text-compare');
    const original = page.getByRole('textbox', { name: 'Original', exact: true });
    await expect(original).toBeVisible();
    await tabTo(page, original);
    await page.keyboard.type('alpha');
    await tabTo(page, page.getByRole('textbox', { name: 'Modified', exact: true }));
    await page.keyboard.type('beta');
    await tabTo(page, page.getByRole('button', { name: 'Compare Code' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Text Compare result' })).toBeVisible();
  });

  test('text tool: type switch, input and Format by keyboard', async ({ page }) => {
    await page.goto('/text-tool');
    const input = page.getByRole('textbox', { name: 'Input', exact: true });
    await expect(input).toBeVisible();
    await tabTo(page, input);
    await page.keyboard.type('{"a":1}');
    await tabTo(page, page.getByRole('button', { name: 'Format', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Input against output' })).toBeVisible();
  });

  test('test data generator: country and a generate button by keyboard', async ({ page }) => {
    await page.goto('/test-data-generator');
    const button = page.getByRole('button', { name: 'Generate IBAN' });
    await expect(button).toBeVisible();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: /^IBAN/ })).toBeVisible();
  });

  test('JSON generator: record count and Generate by keyboard', async ({ page }) => {
    await page.goto('/json-generator');
    const count = page.getByLabel('Number of Records');
    await expect(count).toBeVisible();
    await tabTo(page, count, 150);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await tabTo(page, page.getByRole('button', { name: 'Generate', exact: true }), 150);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Generated Data' })).toBeVisible();
  });
});

test('every tool route is in the accessibility run', () => {
  for (const tool of TOOLS) expect(PRERENDERED_PATHS).toContain(tool.path);
});
