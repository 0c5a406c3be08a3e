import { expect, type Page } from '@playwright/test';
import type { CompareTypeId } from '../../workers/compare/meta';
import type { FormatLanguageId } from '../../workers/format/meta';
import { fillEditor } from './helpers/editor';

/** Shared by the release-quality specs (privacy, security, a11y, offline): driving each tool the way a user does. */

/** A small valid input per formatter language. */
export const FORMAT_SAMPLES: Record<FormatLanguageId, string> = {
  json: '{"a":1,"b":[true,null]}',
  xml: '<root><a x="1">text</a><b/></root>',
  html: '<div><p>Hello <b>world</b></p></div>',
  css: 'a{color:red;margin:0}',
  sql: 'select a,b from t where a=1',
  javascript: 'const a={b:1};function f(x){return x+1}',
  typescript: 'const a:number=1;function f(x:string):string{return x}',
  // One line: the editor drops leading spaces of typed lines, which would break Python's indentation.
  python: 'def f(a,b): return a+b',
  java: 'class A{void f(){int x=1;}}',
  cpp: 'int main(){int x=1;return x;}',
  markdown: '# Title\n\n* a\n* b\n',
  php: '<?php\nfunction f($a){return $a+1;}\n',
  yaml: 'a:   1\nb:\n  - x\n',
};

/** A valid pair per compare type. */
export const COMPARE_SAMPLES: Record<CompareTypeId, [string, string]> = {
  json: ['{"a":1,"b":2}', '{"a":1,"b":3}'],
  xml: ['<r><a>1</a></r>', '<r><a>2</a></r>'],
  text: ['alpha\nbeta', 'alpha\ngamma'],
  html: ['<p>one</p>', '<p>two</p>'],
  css: ['a{color:red}', 'a{color:blue}'],
};

/** Formats `text` on the current formatter page and waits for output rows (or an alert). */
export async function formatWith(page: Page, text: string): Promise<void> {
  await fillEditor(page, 'Input Code', text);
  await page.getByRole('button', { name: 'Format Code' }).click();
  await expect(page.locator('.vt-list .vt-row, .error-banner').first()).toBeVisible({ timeout: 30_000 });
}

/** Compares two texts on the current compare page and waits for the result table (or an alert). */
export async function compareWith(page: Page, original: string, modified: string): Promise<void> {
  await fillEditor(page, 'Original', original);
  await fillEditor(page, 'Modified', modified);
  await page.getByRole('button', { name: 'Compare Code' }).click();
  await expect(page.locator('table, [role="table"], .error-banner').first()).toBeVisible({ timeout: 30_000 });
}

/** On a compare tool's page: compares its sample pair, waits for the result table and downloads the PDF export. */
export async function compareAndExportPdf(page: Page, tool: { compareType: CompareTypeId; title: string }): Promise<void> {
  const [a, b] = COMPARE_SAMPLES[tool.compareType];
  await compareWith(page, a, b);
  await expect(page.getByRole('table', { name: `${tool.title} result` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await download;
}

/**
 * Collects Content-Security-Policy violations: the document's `securitypolicyviolation` events (installed
 * before any page script) and Chromium's console reports, which also cover workers.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleReports.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return async () => {
    const fromPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
    return [...fromPage, ...consoleReports];
  };
}

/** On the JSON Query page: runs the jq `filter` on `json` as a person does and waits for its result rows. */
export async function queryWithJq(page: Page, json: string, filter: string): Promise<void> {
  await fillEditor(page, 'JSON Input', json);
  const box = page.getByRole('textbox', { name: 'jq filter' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(filter);
  await page.keyboard.press('Enter');
  await expect(page.locator('[aria-label="Query result"] .vt-code, .error-banner').first()).toBeVisible({ timeout: 30_000 });
}
