// Keys pressed on the server-rendered list before its code has run are not lost (issue 13): index.html's first
// script holds them and the shortcuts press them again once attached (shared/keysBeforeHydration.ts,
// client/ui/keysBeforeHydration.ts). The app's scripts are held back here until the keys have been pressed, so
// the page is surely not hydrated yet; then they load, and the keys take effect.
import { openBeforeItsCode } from './support/beforeItsCode.ts';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

test.use({ account: 'member', hydratedLoads: false });

const LIST = `/projects/web?q=${encodeURIComponent('is:open sort:created-asc')}`;

test('`j` pressed before the code has run moves to the first issue once it has', async ({ page }) => {
  const release = await openBeforeItsCode(page, LIST);
  // Not hydrated: the header's account menu (drawn with the page) cannot open yet, and says so.
  await expect(userMenuButton(page, 'member')).toBeDisabled();
  await page.keyboard.press('j');
  release();
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  const firstRow = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first();
  await expect(firstRow.getByRole('link').first()).toBeFocused();
});

test('`?` pressed before the code has run opens the shortcuts once it has', async ({ page }) => {
  const release = await openBeforeItsCode(page, LIST);
  // Not hydrated: the header's account menu (drawn with the page) cannot open yet, and says so.
  await expect(userMenuButton(page, 'member')).toBeDisabled();
  await page.keyboard.press('?');
  release();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
