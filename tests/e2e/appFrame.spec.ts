// A page that cannot load keeps the app's frame (issue 22, item 10): with the server gone, a link, Back or
// Forward leaves the header, the skip link and the page's landmarks on screen; the error, with Retry, is in <main> and
// has the focus; Retry brings the page once the server is back. At a desk and on a phone.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

const openIssues = (page: Page) => page.getByRole('list', { name: 'Open issues', exact: true });

/** Whether the focused element is the error shown in <main> (or inside it). */
function focusIsOnTheError(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const error = document.querySelector('main [data-focus-on-arrival]');
    return error !== null && error.contains(document.activeElement);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px, the server goes away`, () => {
    test.use({ account: 'member', viewport });

    test.afterEach(async ({ triageServer }) => {
      // Whatever happened in the test, the next one needs the server.
      if (!triageServer.running) await triageServer.start();
    });

    test('a page that cannot load keeps the frame, its error with Retry in main and focused, also after Back and Forward', async ({
      page,
      triageServer,
    }) => {
      await page.goto('/projects/web');
      await expect(openIssues(page)).toBeVisible();
      // The rows are the server's HTML before the app's code has run; the account menu in the header can open once
      // it has (hydrated): the page this test is about is one that had loaded when the server went away.
      await expect(userMenuButton(page, 'member')).toBeEnabled();

      await triageServer.stop();
      // A link to a page whose data is not in the app yet.
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Triage' }).click();
      const main = page.getByRole('main');
      const error = main.getByRole('heading', { level: 1, name: "Can't reach the server" });
      await expect(error).toBeVisible();
      await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page).toHaveTitle("Can't reach the server · Triage");
      // The frame: the header with the app's name and its tools, the skip link to <main>.
      await expect(banner.getByRole('link', { name: 'Triage' })).toBeVisible();
      await expect(banner.getByRole('button', { name: /^Theme:/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(1);
      await expect.poll(() => focusIsOnTheError(page)).toBe(true);

      // Back to the list the app still holds, and Forward again to the page it could not load.
      await page.goBack();
      await expect(openIssues(page)).toBeVisible();
      await page.goForward();
      await expect(error).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Triage' })).toBeVisible();
      await expect.poll(() => focusIsOnTheError(page)).toBe(true);

      await triageServer.start();
      await main.getByRole('button', { name: 'Retry' }).click();
      await expect(main.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
      await expect(main.getByRole('heading', { name: "Can't reach the server" })).toHaveCount(0);
      await expect(page).toHaveTitle('Projects · Triage');
    });
  });
}
