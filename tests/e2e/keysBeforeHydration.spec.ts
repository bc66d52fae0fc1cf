// Keys pressed on the server-rendered list before its code has run are not lost (issue 13): index.html's first
// script holds them and the shortcuts press them again once attached (shared/keysBeforeHydration.ts,
// client/ui/keysBeforeHydration.ts). The app's scripts are held back here until the keys have been pressed, so
// the page is surely not hydrated yet; then they load, and the keys take effect.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

test.use({ account: 'member' });

const LIST = `/projects/web?q=${encodeURIComponent('is:open sort:created-asc')}`;

/** Opens the list with its scripts held back; the returned function lets them load. */
async function openBeforeItsCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // 'commit': DOMContentLoaded waits for the module scripts held back.
  const response = await page.goto(LIST, { waitUntil: 'commit' });
  expect(await response?.text(), 'the list is rendered on the server').toContain('<div id="root" data-theme-preference="system"><');
  await expect(page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first()).toBeVisible();
  // Not hydrated: the header's account menu (drawn with the page) cannot open yet, and says so.
  await expect(userMenuButton(page, 'member')).toBeDisabled();
  return release;
}

test('`j` pressed before the code has run moves to the first issue once it has', async ({ page }) => {
  const release = await openBeforeItsCode(page);
  await page.keyboard.press('j');
  release();
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  const firstRow = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first();
  await expect(firstRow.getByRole('link').first()).toBeFocused();
});

test('`?` pressed before the code has run opens the shortcuts once it has', async ({ page }) => {
  const release = await openBeforeItsCode(page);
  await page.keyboard.press('?');
  release();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
