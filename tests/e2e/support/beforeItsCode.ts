// A server-rendered page opened with the app's scripts held back, for the specs about what a person does before the
// page's code has run: the page is surely painted and surely not hydrated until the test lets the code load.
import { expect, type Page } from '@playwright/test';

/** Opens `path` (a page rendered on the server) with its scripts held; the returned function lets them load. */
export async function openBeforeItsCode(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // 'commit': DOMContentLoaded would wait for the module scripts held back.
  const response = await page.goto(path, { waitUntil: 'commit' });
  expect(await response?.text(), 'the page is rendered on the server').toContain('<div id="root" data-theme-preference="system"><');
  await expect(page.getByRole('main')).toBeVisible();
  // Not hydrated (client/shell/FirstCommit.tsx marks the page once it is).
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  return release;
}
