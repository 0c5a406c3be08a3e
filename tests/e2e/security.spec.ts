import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { toolsOfKind } from '../../src/tools/catalogue';
import type { CompareTypeId } from '../../workers/compare/meta';
import type { FormatLanguageId } from '../../workers/format/meta';
import { fillEditor } from './helpers/editor';
import { FORMAT_SAMPLES, compareAndExportPdf, compareWith, formatWith, watchCsp } from './release-helpers';

/**
 * Security of the built site: the Content-Security-Policy (meta element and the generated _headers, which
 * `vite preview` applies, so workers run under it too), no CSP violation while using any tool, pasted markup
 * rendered as text only, and inputs over 50 MB refused with a message.
 */

const PAYLOADS = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=1</script>', '"><svg onload=window.__xss=1>'];
const ALL = PAYLOADS.join('\n');
/** For HTML inputs the svg payload is closed: the HTML parser rejects the stray one, and the output must show. */
const CLOSED_SVG = '<p><svg onload=window.__xss=1></svg></p>';
/** The payload's script text; formatters may add spaces around `=`. */
const SHOWN = /window\.__xss\s*=\s*1/;

/** Each formatter language's input carrying every payload where the language keeps it verbatim (strings, comments, markup). */
const FORMAT_PAYLOADS: Record<FormatLanguageId, string> = {
  json: JSON.stringify({ a: PAYLOADS[0], b: PAYLOADS[1], c: PAYLOADS[2] }),
  xml: `<r><![CDATA[${ALL}]]></r>`,
  html: `<div>${PAYLOADS[0]}\n${PAYLOADS[1]}\n${CLOSED_SVG}</div>`,
  css: `/* ${ALL} */\na{color:red}`,
  sql: `select '${ALL.replace(/\n/g, ' ')}' as x`,
  javascript: `const x = ${JSON.stringify(ALL)};`,
  typescript: `const x: string = ${JSON.stringify(ALL)};`,
  python: `x = ${JSON.stringify(ALL)}\n`,
  java: `class A { String x = ${JSON.stringify(ALL)}; }`,
  cpp: `const char* x = ${JSON.stringify(ALL)};`,
  markdown: `# Title\n\n${ALL}\n`,
  php: `<?php\n$x = ${JSON.stringify(ALL)};\n`,
  yaml: `x: ${JSON.stringify(ALL)}\n`,
};

const COMPARE_PAYLOADS: Record<CompareTypeId, [string, string]> = {
  json: [JSON.stringify({ a: PAYLOADS[0] }), JSON.stringify({ a: PAYLOADS[1], b: PAYLOADS[2] })],
  xml: [`<r><![CDATA[${PAYLOADS[0]}]]></r>`, `<r><![CDATA[${ALL}]]></r>`],
  text: [PAYLOADS[0], ALL],
  html: [`<p>${PAYLOADS[0]}</p>`, `<div>${PAYLOADS[0]}${PAYLOADS[1]}${CLOSED_SVG}</div>`],
  css: [`/* ${PAYLOADS[0]} */ a{color:red}`, `/* ${ALL} */ a{color:blue}`],
};

/** Nothing ran and no element was created from the payload. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], #root script')).toHaveCount(0);
}

test.describe('Content-Security-Policy', () => {
  test('every page carries the strict policy as a meta element and as a header', async ({ page, request }) => {
    for (const path of ['/', '/json-formatter', '/privacy']) {
      const res = await request.get(path);
      const header = res.headers()['content-security-policy'];
      const html = await res.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      for (const policy of [header, meta]) {
        expect(policy).toContain("default-src 'self'");
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("base-uri 'self'");
        expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
        expect(policy).toContain("connect-src 'self';");
        expect(policy).not.toContain("'unsafe-eval'");
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      }
      expect(header).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // The meta element must precede every script, or it would not govern them.
      expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    }
    await page.goto('/');
  });

  test('the inline theme script runs under the policy (its hash matches)', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await violations()).toEqual([]);
  });

  for (const tool of toolsOfKind('formatter')) {
    test(`${tool.title}: formatting causes no CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(tool.path);
      await formatWith(page, FORMAT_SAMPLES[tool.language]);
      await expect(page.locator('.error-banner')).toHaveCount(0);
      await expect(page.locator('.vt-list .vt-row').first()).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }

  for (const tool of toolsOfKind('compare')) {
    test(`${tool.title}: comparing and exporting the PDF cause no CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(tool.path);
      await compareAndExportPdf(page, tool);
      expect(await violations()).toEqual([]);
    });
  }

  test('generators and the text tool cause no CSP violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/test-data-generator');
    await page.getByRole('button', { name: 'Generate IBAN' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^IBAN/ })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto('/json-generator');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Generated Data' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.goto('/text-tool');
    await fillEditor(page, 'Input', '{"a":1}');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Input against output' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});

test.describe('pasted markup is text, never markup', () => {
  for (const tool of toolsOfKind('formatter')) {
    test(`${tool.title}`, async ({ page }) => {
      await page.goto(tool.path);
      await formatWith(page, FORMAT_PAYLOADS[tool.language]);
      await expect(page.locator('.error-banner')).toHaveCount(0);
      // The formatted output shows the payload's characters.
      await expect(page.locator('.vt-list').getByText(SHOWN).first()).toBeVisible();
      await expectInert(page);
    });
  }

  for (const tool of toolsOfKind('compare')) {
    test(`${tool.title}`, async ({ page }) => {
      await page.goto(tool.path);
      const [a, b] = COMPARE_PAYLOADS[tool.compareType];
      await compareWith(page, a, b);
      const table = page.getByRole('table', { name: `${tool.title} result` });
      await expect(table).toBeVisible();
      await expect(table.getByText(SHOWN).first()).toBeVisible();
      await expectInert(page);
    });
  }

  test('Format & Diff (HTML)', async ({ page }) => {
    await page.goto('/text-tool');
    await page.getByRole('radio', { name: 'HTML', exact: true }).check();
    await fillEditor(page, 'Input', `<div>${ALL}</div>`);
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Input against output' }).getByText(SHOWN).first()).toBeVisible();
    await expectInert(page);
  });

  test('JSON Generator field names', async ({ page }) => {
    await page.goto('/json-generator');
    await page.getByLabel('Field name').first().fill(PAYLOADS[0]);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Generated Data' })).toBeVisible();
    await expect(page.getByText(SHOWN).first()).toBeVisible();
    await expectInert(page);
  });
});

test.describe('inputs over 50 MB', () => {
  // Playwright passes buffers only up to 50 MB: the oversized file goes through the disk.
  const bigFile = async (name: string): Promise<string> => {
    const file = test.info().outputPath(name);
    await writeFile(file, Buffer.alloc(50 * 1024 * 1024 + 1, 'a'));
    return file;
  };

  // JSON files and Text Compare files above 16 MB take the big-file path (tests/e2e/big-file.spec.ts,
  // big-compare.spec.ts); the other tools keep the editor's limit.
  test('Open File on a formatter shows the limit message instead of loading it', async ({ page }) => {
    await page.goto('/css-formatter');
    await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open File' }).first().click();
    await (await chooser).setFiles(await bigFile('big.css'));
    await expect(page.getByRole('alert')).toContainText('larger than 50 MB');
    await expect(page.getByRole('textbox', { name: 'Input Code', exact: true })).not.toContainText('aaaa');
  });

  test('Open File on a compare side shows the limit message instead of loading it', async ({ page }) => {
    await page.goto('/xml-compare');
    await expect(page.getByRole('textbox', { name: 'Original', exact: true })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('region', { name: 'Original' }).getByRole('button', { name: 'Open File' }).click();
    await (await chooser).setFiles(await bigFile('big.xml'));
    await expect(page.getByRole('alert')).toContainText('larger than 50 MB');
  });
});
