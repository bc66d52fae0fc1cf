// The project's issue list is rendered on the server (src/client/serverEntry.tsx, src/server/http/firstScreen.ts):
// its rows are in the HTML and show with JavaScript off; with it on, the browser hydrates that HTML (main.tsx)
// without a mismatch (React would say so on the console, or report an uncaught error, and draw the page again),
// and the page then works as one rendered in the browser.
import type { Page } from '@playwright/test';
import { consoleSaid } from './support/consoleSaid.ts';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

// On by default (TRIAGE_SERVER_RENDER).
test.use({ account: 'member' });

const rows = (page: Page) => page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the first rows are in the HTML, styled', async ({ page }) => {
    await page.goto('/projects/web');
    await expect(page).toHaveTitle('Web app · Triage');
    await expect(page.getByRole('heading', { level: 1, name: 'Web app' })).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThan(3);
    await expect(rows(page).first().getByRole('link').first()).toBeVisible();
    // Drawn with the app's own styles (the layout's header is a flex row), not as unstyled HTML.
    await expect(page.getByRole('banner')).toHaveCSS('display', 'flex');
  });
});

test('the rendered list hydrates without a mismatch, then works', async ({ page }) => {
  const said = consoleSaid(page);
  const response = await page.goto('/projects/web');
  expect(await response?.text()).toContain('<div id="root" data-theme-preference="system"><');
  const firstTitle = rows(page).first().getByRole('link').first();
  await expect(firstTitle).toBeVisible();
  // Hydrated: the header's account menu (drawn with the page) can open, and the page's state is live.
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  await page.getByRole('tab', { name: /Closed/ }).click();
  await expect(page.getByRole('list', { name: 'Closed issues', exact: true }).locator(':scope > li').first()).toBeVisible();
  expect(said, 'what React said while hydrating').toEqual([]);
});

test('in the dark theme chosen, the server draws it dark and the browser hydrates it', async ({ page }) => {
  const said = consoleSaid(page);
  await page.goto('/projects/web');
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  const response = await page.reload();
  expect(await response?.text()).toContain('<div id="root" data-theme-preference="dark"><');
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  await expect(page.locator('.fui-FluentProvider').first()).toHaveCSS('background-color', 'rgb(41, 41, 41)');
  expect(said).toEqual([]);
});
