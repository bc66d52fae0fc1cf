// What a person does on a server-rendered page before its code has run (issue 13: the page is painted before its
// code is fetched): a button clicked is pressed once the code has run (shared/clickBeforeHydration.ts,
// client/shell/FirstCommit.tsx), a second click on it while waiting does not press it twice, and a search typed
// and sent goes to its own address by the browser alone. The app's scripts are held back until the test has acted,
// so the page is surely not hydrated yet; then they load.
import { openBeforeItsCode } from './support/beforeItsCode.ts';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

test.use({ account: 'member', hydratedLoads: false });

const LIST = `/projects/web?q=${encodeURIComponent('is:open sort:created-asc')}`;

test('"Save view" clicked before the code has run opens its dialog once it has', async ({ page }) => {
  const release = await openBeforeItsCode(page, LIST);
  // Not hydrated: the header's account menu (drawn with the page) cannot open yet, and says so.
  await expect(userMenuButton(page, 'member')).toBeDisabled();
  await page.getByRole('main').getByRole('button', { name: 'Save view' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toBeVisible();
});

test('a button clicked twice before the code has run is pressed once: the theme menu opens and stays open', async ({ page }) => {
  const release = await openBeforeItsCode(page, LIST);
  // Not hydrated: the header's account menu (drawn with the page) cannot open yet, and says so.
  await expect(userMenuButton(page, 'member')).toBeDisabled();
  const themeButton = page.getByRole('button', { name: /^Theme:/ });
  await themeButton.click();
  await themeButton.click();
  release();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  // Pressed once, not twice (twice would have closed it again): it stays open.
  await page.waitForTimeout(300);
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
});

test('a click on nothing the code answers, before it has run, presses nothing once it has', async ({ page }) => {
  const release = await openBeforeItsCode(page, LIST);
  // Not hydrated: the header's account menu (drawn with the page) cannot open yet, and says so.
  await expect(userMenuButton(page, 'member')).toBeDisabled();
  await page.getByRole('main').getByRole('button', { name: 'Save view' }).click();
  // A later click elsewhere (the page's heading) replaces the held one: people change their mind.
  await page.getByRole('heading', { level: 1 }).click();
  release();
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0);
});

test('a search typed and sent before the code has run goes to its address: the server draws its results', async ({ page }) => {
  const release = await openBeforeItsCode(page, '/projects/web');
  const box = page.getByRole('combobox', { name: 'Search issues' });
  await box.fill('#12');
  await box.press('Enter');
  await expect(page).toHaveURL(/\?q=%2312$/);
  release();
  const rows = page.getByRole('list', { name: 'Issues', exact: true }).locator(':scope > li');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('#12');
  await expect(box).toHaveValue('#12');
});
