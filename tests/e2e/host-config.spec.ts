import { expect, test, type Page } from '@playwright/test';
import { metaFor } from '../../src/app/route-meta';
import { messages } from '../../src/lib/messages';
import en from '../../src/messages/en.json' with { type: 'json' };
import { MENU_GROUPS, POPULAR_TOOL_IDS, searchTools, toolById, type ToolId } from '../../src/tools/catalogue';
import { FORMAT_SAMPLES, formatWith } from './release-helpers';

// metaFor reads the site's English messages.
await messages.load('en');

/** A tool's English name, as its menus show it. */
const nameOf = (id: ToolId) => en[`tool.${id}.name`];

/**
 * Host settings without a rebuild: config.json beside index.html. Here the page's request for it is answered by the
 * test (vite preview answers unknown paths with the home page, which the site reads as "no file"); the offline
 * bundle's test serves a real file with nginx.
 */

const SETTINGS = { hideTools: ['json-generator', 'xml-compare'], contactEmail: 'devtools@corp.example', homeNotice: 'Internal mirror: report problems to the platform team.' };

/** Answers the page's requests for config.json with `body` (a status and text, or JSON), after `delayMs`. */
async function serveConfig(page: Page, body: { status: number; text: string } | object, delayMs = 0): Promise<void> {
  await page.route('**/config.json', async (route) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if ('status' in body && 'text' in body) await route.fulfill({ status: body.status as number, contentType: 'application/json', body: body.text as string });
    else await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

/** Console warnings of the page. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') seen.push(m.text());
  });
  return seen;
}

test('hidden tools are gone from the menus, home, footer, search, About, the 404 page and recommendations', async ({ page }) => {
  await serveConfig(page, SETTINGS);
  await page.goto('/');
  // The notice appears once the settings apply: everything below is checked after that.
  await expect(page.getByRole('note')).toHaveText(SETTINGS.homeNotice);
  await expect(page.locator('.host-notice')).toHaveCount(1);
  const quick = page.getByRole('navigation', { name: 'Quick access' });
  await expect(quick.getByRole('link', { name: 'JSON Formatter' })).toHaveCount(1);
  await expect(quick.getByRole('link', { name: nameOf('json-generator'), exact: true })).toHaveCount(0);
  await expect(quick.getByRole('link', { name: nameOf('xml-compare'), exact: true })).toHaveCount(0);
  await expect(page.locator('main a[href="/json-generator"], main a[href="/xml-compare"]')).toHaveCount(0);
  await expect(page.locator('header a[href="/json-generator"], header a[href="/xml-compare"]')).toHaveCount(0);
  await expect(page.locator('footer a[href="/json-generator"], footer a[href="/xml-compare"]')).toHaveCount(0);
  await expect(page.locator('footer a[href="/json-formatter"]').first()).toBeVisible();

  // The header's menus open without them: every other tool of their group, in order.
  const menuNames = (kind: string) =>
    MENU_GROUPS.find((g) => g.kind === kind)!
      .tools.filter((tool) => !SETTINGS.hideTools.includes(tool.id))
      .map((tool) => nameOf(tool.id));
  expect(menuNames('compare')).toContain(nameOf('json-compare'));
  await page.getByRole('button', { name: /Data Tools/ }).click();
  await expect(page.locator('#menu-generator a')).toHaveText(['Test Data Generator']);
  await expect(page.locator('#menu-compare a')).toHaveText(menuNames('compare'));

  // The search finds every other tool that matches, and counts them.
  const found = searchTools('json', messages.translator('en'));
  expect(found.map((tool) => tool.id)).toContain('json-generator');
  const shown = found.filter((tool) => !SETTINGS.hideTools.includes(tool.id));
  await page.goto('/search?q=json');
  await expect(page.getByRole('note')).toHaveCount(0);
  const results = page.locator('.search-page .card-grid a');
  await expect(results.locator('h3')).toHaveText(shown.map((tool) => nameOf(tool.id)));
  await expect(page.locator('.search-page a[href="/json-generator"]')).toHaveCount(0);
  await expect(page.getByText(`${shown.length} tools match “json”`)).toBeVisible();

  await page.goto('/about');
  await expect(page.locator('.directory a[href="/json-formatter"]')).toBeVisible();
  await expect(page.locator('.directory a[href="/json-generator"], .directory a[href="/xml-compare"]')).toHaveCount(0);

  // The JSON formatter recommends the XML formatter, JSON Compare and the JSON generator: the last is hidden.
  await page.goto('/json-formatter');
  await expect(page.locator('.recommended a[href="/json-generator"]')).toHaveCount(0);
  await expect(page.locator('.recommended a')).toHaveText([/XML Formatter/, /JSON Compare/]);

  await page.goto('/no-such-page');
  await expect(page.locator('.popular-links a')).toHaveText(POPULAR_TOOL_IDS.filter((id) => id !== 'xml-compare').map((id) => nameOf(id)));
});

test("a hidden tool's page shows the 404 page, and its tool is never usable", async ({ page }) => {
  // The settings arrive late: until then the prerendered tool is on screen with its controls disabled.
  await serveConfig(page, SETTINGS, 1_500);
  await page.goto('/json-generator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(toolById('json-generator').title);
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
  await expect(page).toHaveTitle(metaFor('/__not-found__').title);
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toHaveCount(0);
  await page.goto('/xml-compare');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
});

test('the contact address replaces the built-in one in the footer and the feedback form', async ({ page }) => {
  await serveConfig(page, SETTINGS);
  await page.goto('/about');
  const contact = page.locator('footer').getByRole('link', { name: SETTINGS.contactEmail });
  await expect(contact).toHaveAttribute('href', `mailto:${SETTINGS.contactEmail}`);
  await expect(page.locator('footer').getByText('hello@devtoolbox.dev')).toHaveCount(0);
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog.getByRole('link', { name: 'Email your feedback' })).toHaveAttribute('href', new RegExp(`^mailto:${SETTINGS.contactEmail.replace(/\./g, '\\.')}\\?subject=`));
});

test('no file changes nothing, without a warning', async ({ page }) => {
  const seen = warnings(page);
  await serveConfig(page, { status: 404, text: 'Not Found' });
  await page.goto('/json-formatter');
  await formatWith(page, FORMAT_SAMPLES.json);
  await expect(page.locator('.vt-list .vt-row')).toHaveCount(7);
  await expect(page.locator('footer').getByRole('link', { name: 'hello@devtoolbox.dev' })).toBeVisible();
  await expect(page.locator('.recommended a[href="/json-generator"]')).toHaveCount(1);
  expect(seen.filter((w) => w.includes('config.json'))).toEqual([]);
});

test('an invalid file is ignored with a console warning, and the site works as built', async ({ page }) => {
  const cases: { body: { status: number; text: string }; warning: string }[] = [
    { body: { status: 200, text: '{"hideTools": ["json-generator"], "homeNotice": "x",}' }, warning: 'DevToolbox: /config.json is ignored: it is not valid JSON (' },
    {
      body: { status: 200, text: '{"hideTools": ["json-generator", "no-such-tool"], "contactEmail": "devtools"}' },
      warning:
        'DevToolbox: /config.json is ignored: "hideTools": "no-such-tool" is not a tool of this site; "contactEmail" must be an email address such as devtools@corp.example.',
    },
  ];
  for (const c of cases) {
    const seen = warnings(page);
    await page.unrouteAll();
    await serveConfig(page, c.body);
    await page.goto('/json-formatter');
    await expect.poll(() => seen.find((w) => w.includes('config.json')) ?? '').toContain(c.warning);
    await expect(page.locator('.recommended a[href="/json-generator"]')).toHaveCount(1);
    await formatWith(page, FORMAT_SAMPLES.json);
    await expect(page.locator('.vt-list .vt-row')).toHaveCount(7);
    page.removeAllListeners('console');
  }
});
