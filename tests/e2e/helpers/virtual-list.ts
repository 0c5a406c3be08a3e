import { expect, type Locator } from '@playwright/test';

/**
 * A virtualised list of many rows: a screenful is rendered (at least `min` rows, waited for), and far fewer than
 * all of them (under `max`). The lower bound keeps an empty list from passing as "virtualised".
 */
export async function expectWindowed(rows: Locator, { min = 10, max }: { min?: number; max: number }): Promise<void> {
  await expect(rows.nth(min - 1)).toBeAttached();
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(min);
  expect(count).toBeLessThan(max);
}
