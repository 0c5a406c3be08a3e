import { expect, test } from '@playwright/test';

/**
 * Against the build with settings (npm run build:configured, served on port 4174): feedback endpoint,
 * analytics ID and error endpoint are set. Every request to them is intercepted here.
 */
const BASE = `http://127.0.0.1:${process.env.E2E_CONFIGURED_PORT || 4174}`;

test.describe('feedback with an endpoint', () => {
  test('submits the form-urlencoded payload, shows Submitting..., then the success overlay, then clears and closes', async ({ page }) => {
    let body = '';
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/__feedback', async (route) => {
      body = route.request().postData() ?? '';
      await held;
      await route.fulfill({ status: 200, body: 'ok' });
    });
    await page.route('**/gtag/js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(`${BASE}/about`);
    const opener = page.getByRole('button', { name: 'Feedback' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByLabel('Name').fill('Ada');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Great tools');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(dialog.getByText('Thank you for your feedback!')).toBeVisible();
    const params = new URLSearchParams(body);
    expect(params.get('name')).toBe('Ada');
    expect(params.get('email')).toBe('ada@example.com');
    expect(params.get('feedback')).toBe('Great tools');
    expect(params.get('senderEmail')).toBe('ada@example.com');
    expect(params.get('recipientEmail')).toContain('@');
    await expect(dialog).toBeHidden({ timeout: 4000 });
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('');
  });

  test('a failed request shows the error overlay for 3 s, then returns to the form', async ({ page }) => {
    await page.route('**/__feedback', (route) => route.abort('failed'));
    await page.route('**/gtag/js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(`${BASE}/`);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    await dialog.getByLabel('Name').fill('Ada');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill('x');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(dialog.getByText('Failed to submit. Please try again.')).toBeVisible();
    await expect(dialog.getByText('Failed to submit. Please try again.')).toBeHidden({ timeout: 5000 });
    await expect(dialog.getByLabel('Name')).toHaveValue('Ada');
  });

  test('focus is trapped in the modal and the backdrop closes it', async ({ page }) => {
    await page.route('**/gtag/js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(`${BASE}/`);
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test.describe('telemetry when configured', () => {
  test('loads the analytics script lazily and sends page views on route changes without user input', async ({ page }) => {
    const gtagRequests: string[] = [];
    await page.route('**/gtag/js*', (route) => {
      gtagRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${BASE}/`);
    await expect.poll(() => gtagRequests.length).toBe(1);
    expect(gtagRequests[0]).toContain('id=G-E2ETEST');
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: IArguments[] }).dataLayer).map((a) => Array.from(a)).filter((a) => a[0] === 'event' && a[1] === 'page_view'),
      );
    // The view is sent once the route has loaded (its messages first, on a page that carried only its own).
    await expect.poll(async () => (await pageViews()).map((v) => (v[2] as { page_path: string }).page_path)).toContain('/privacy');
    const views = await pageViews();
    expect(views.every((v) => (v[2] as { anonymize_ip: boolean }).anonymize_ip === true)).toBe(true);
  });
});
