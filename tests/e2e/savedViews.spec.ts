// Saved views (issue 22 item 13): a view is renamed from its menu in a dialog, and updated to the search on
// screen with Undo. Light and dark at 1280 and 390 px (screenshots of the menu in the test's output folder), axe
// with the menu open at 1280.
import { randomBytes } from 'node:crypto';
import { searchForQuery } from '../../src/client/paths.ts';
import { THEME_STORAGE_KEY } from '../../src/client/shell/themePreference.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();
test.use({ account: 'member' });

test('a saved view is renamed from its menu, then updated to the search on screen, and Undo gives its search back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Bugs ${randomBytes(4).toString('hex')}`;
  const renamed = `Bug hunt ${randomBytes(4).toString('hex')}`;
  await page.goto(`/projects/web${searchForQuery('is:open label:bug')}`);
  await page.getByRole('main').getByRole('button', { name: 'Save view' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  await saveDialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await saveDialog.getByRole('button', { name: 'Save view' }).click();
  await expect(saveDialog).toHaveCount(0);

  const views = page.getByRole('list', { name: 'Saved views' });
  await views.getByRole('button', { name: `More actions for saved view ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: `Rename the view “${name}”` });
  await rename.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toHaveCount(0);
  await expect(views.getByRole('link', { name: renamed })).toBeVisible();
  await expect(views.getByRole('button', { name: `More actions for saved view ${renamed}` })).toBeFocused();

  // Another search on screen: the view takes it, and is then the current one.
  await page.goto(`/projects/web${searchForQuery('is:open label:docs')}`);
  const link = views.getByRole('link', { name: renamed });
  await expect(link).toHaveAttribute('href', `/projects/web${searchForQuery('is:open label:bug')}`);
  await views.getByRole('button', { name: `More actions for saved view ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Update to this search' }).click();
  await expect(link).toHaveAttribute('href', `/projects/web${searchForQuery('is:open label:docs')}`);
  await expect(link).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(link).toHaveAttribute('href', `/projects/web${searchForQuery('is:open label:bug')}`);
  // Reloaded: what the server kept.
  await page.reload();
  await expect(views.getByRole('link', { name: renamed })).toHaveAttribute('href', `/projects/web${searchForQuery('is:open label:bug')}`);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/projects/web${searchForQuery('is:open label:docs')}`);
      // At 390 px the sidebar is folded into the Views button.
      if (width === 390) await page.getByRole('button', { name: 'Views' }).click();
      await views.getByRole('button', { name: `More actions for saved view ${renamed}` }).click();
      await expect(page.getByRole('menuitem', { name: 'Update to this search' })).toBeEnabled();
      await page.screenshot({ path: testInfo.outputPath(`view-menu-${theme}-${width}.png`) });
      if (width === 1280) await expectNoAxeViolations(page);
    }
  }
});

test("Rename…, when the dialog's code cannot arrive (offline), says so and keeps the page; the next Rename… loads it", async ({ page }) => {
  const name = `Offline ${randomBytes(4).toString('hex')}`;
  await page.goto(`/projects/web${searchForQuery('is:open label:bug')}`);
  await page.getByRole('main').getByRole('button', { name: 'Save view' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  await saveDialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await saveDialog.getByRole('button', { name: 'Save view' }).click();
  await expect(saveDialog).toHaveCount(0);

  // The dialog's chunk is refused, as when the network is gone.
  const dialogCode = /\/assets\/RenameSavedViewDialog-[^/]*\.js/;
  await page.route(dialogCode, (route) => route.abort('internetdisconnected'));
  const views = page.getByRole('list', { name: 'Saved views' });
  const menuButton = views.getByRole('button', { name: `More actions for saved view ${name}` });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  await expect(page.getByText("Couldn't open Rename", { exact: true })).toBeVisible();
  // The page stays: its list, its views, and no error page in place of them.
  await expect(page.getByRole('list', { name: 'Open issues', exact: true })).toBeVisible();
  await expect(views.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Rename the view “${name}”` })).toHaveCount(0);

  await page.unroute(dialogCode);
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  await expect(page.getByRole('dialog', { name: `Rename the view “${name}”` })).toBeVisible();
});

test("Save view, when the dialog's code cannot arrive (offline), says so and keeps the page; the next click loads it", async ({ page }) => {
  await page.goto(`/projects/web${searchForQuery('is:open label:docs')}`);
  // The dialog's chunk is refused, as when the network is gone (a lazy() dialog took the page down with it).
  const dialogCode = /\/assets\/SaveViewDialog-[^/]*\.js/;
  await page.route(dialogCode, (route) => route.abort('internetdisconnected'));
  const saveView = page.getByRole('main').getByRole('button', { name: 'Save view' });
  await saveView.click();
  await expect(page.getByText("Couldn't open Save view", { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open issues', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0);

  await page.unroute(dialogCode);
  await saveView.click();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toBeVisible();
});
