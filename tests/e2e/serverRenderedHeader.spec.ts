// The server draws the header as the browser will (issue 13): the viewer's account comes with the page's answer
// (server/http/pageAnswers.ts), so the header's tools (the theme switch) stay where the server's HTML put them when
// the page hydrates, and hydration finds nothing to change (nothing on the console). Signed out, the sign-in page's
// header has no account and no placeholder either.
import type { Page } from '@playwright/test';
import { openBeforeItsCode } from './support/beforeItsCode.ts';
import { consoleSaid } from './support/consoleSaid.ts';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

// Oldest first: the demo's issues, which have labels (the specs before this one add issues without).
const LIST = `/projects/web?q=${encodeURIComponent('is:open sort:created-asc')}`;
const ISSUE = '/projects/web/issues/12';

const themeSwitch = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme:/ });

test.describe('signed in', () => {
  test.use({ account: 'member' });

  for (const width of [1280, 390]) {
    for (const [name, address] of [
      ['the issue list', LIST],
      ['the issue page', ISSUE],
    ] as const) {
      test(`${name} at ${width} px: the account is drawn by the server and the theme switch does not move`, async ({ page }) => {
        const said = consoleSaid(page);
        await page.setViewportSize({ width, height: 844 });
        const release = await openBeforeItsCode(page, address);
        // Drawn, but not hydrated: the menu cannot open yet, and says so.
        await expect(userMenuButton(page, 'member')).toBeDisabled();
        await expect(page.getByRole('banner').getByRole('link', { name: /^Inbox/ })).toBeVisible();
        await expect(page.getByLabel('Loading account')).toHaveCount(0);
        const before = await themeSwitch(page).boundingBox();
        release();
        await expect(userMenuButton(page, 'member')).toBeEnabled();
        // The live status arrives last, to the switch's left (it moves nothing on its right).
        await expect(page.getByRole('banner').getByRole('status')).toBeVisible();
        expect(await themeSwitch(page).boundingBox(), 'where the theme switch is once hydrated').toEqual(before);
        expect(said, 'what React said while hydrating').toEqual([]);
      });
    }
  }

  test('the account menu opens once hydrated', async ({ page }) => {
    await page.goto(LIST);
    await userMenuButton(page, 'member').click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('signed out', () => {
  test('the sign-in page has no account placeholder, and the theme switch does not move', async ({ page }) => {
    const said = consoleSaid(page);
    const release = await openBeforeItsCode(page, '/sign-in');
    await expect(themeSwitch(page)).toBeVisible();
    await expect(page.getByLabel('Loading account')).toHaveCount(0);
    const before = await themeSwitch(page).boundingBox();
    release();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await themeSwitch(page).boundingBox()).toEqual(before);
    expect(said).toEqual([]);
  });
});
