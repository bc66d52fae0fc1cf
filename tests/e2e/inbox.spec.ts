// The inbox (issue 17) in a real browser: an admin mentions the member in a comment; the member's header, open on
// another page, counts it at once without a reload (the inboxChanged subscription), the inbox lists the issue with "You were mentioned",
// following it opens the issue and the entry turns read; the issue page says why the member is subscribed and
// Unsubscribe turns it round. Screenshots of the inbox and of the Inbox section, at phone and
// desktop widths, light, dark and forced colours, go to the test's output folder.
import { randomBytes } from 'node:crypto';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { inEveryLook } from './support/looks.ts';

skipWithoutChromium();

test.describe('inbox', () => {
  test.use({ account: 'member' });

  test('a mention reaches the inbox; following it marks it read', async ({ page, browser, baseURL, sessions }, testInfo) => {
    test.setTimeout(240_000);
    const title = `Needs the member ${randomBytes(4).toString('hex')}`;
    const admin = await browser.newContext({ baseURL, storageState: await sessions.stateFor('admin') });
    try {
      // The member looks at their own issues; the header says how many unread entries they have now.
      await page.goto('/issues');
      const inboxButton = page.getByRole('banner').getByRole('link', { name: /^Inbox(, \d+ unread)?$/ });
      await expect(inboxButton).toBeVisible();
      // The page's live stream is open (the header's quiet indicator): what is written from now on is heard.
      await expect(
        page
          .getByRole('banner')
          .getByRole('status')
          .filter({ hasText: /^Live$/ }),
      ).toBeVisible();
      const unreadBefore = Number(/(\d+) unread/.exec((await inboxButton.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

      const adminPage = await admin.newPage();
      await adminPage.goto('/projects/web/issues/new');
      await adminPage.getByRole('textbox', { name: 'Title' }).fill(title);
      await adminPage.getByRole('button', { name: 'Create issue' }).click();
      await expect(adminPage).toHaveURL(/\/projects\/web\/issues\/\d+$/);
      const path = new URL(adminPage.url()).pathname;
      await adminPage.getByRole('textbox', { name: 'Add a comment' }).fill('@member could you look at this?');
      await adminPage.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(adminPage.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');

      // No reload: the count rises where the member is, and the title carries it.
      await expect(inboxButton).toHaveAccessibleName(`Inbox, ${unreadBefore + 1} unread`);
      await expect(page).toHaveTitle(new RegExp(`^\\(${unreadBefore + 1}\\) `));
      await inboxButton.click();
      await expect(page).toHaveURL(/\/inbox$/);
      await expect(page).toHaveTitle(/^\(\d+\) Inbox · Triage$/);
      const entry = page.getByRole('listitem').filter({ hasText: title });
      await expect(entry).toContainText('You were mentioned');
      await expect(entry.getByRole('img', { name: 'Unread' })).toBeVisible();

      await inEveryLook(page, async (look, width) => {
        await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`inbox-${look}-${width}.png`) });
      });
      await page.setViewportSize({ width: 1280, height: 800 });

      await entry.getByRole('link', { name: new RegExp(title) }).click();
      await expect(page).toHaveURL(path);
      const notifications = page.getByRole('region', { name: 'Inbox' });
      await expect(notifications).toContainText('because you were mentioned');
      await inEveryLook(page, async (look, width) => {
        await notifications.scrollIntoViewIfNeeded();
        await notifications.screenshot({ path: testInfo.outputPath(`subscription-${look}-${width}.png`) });
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await notifications.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(notifications).toContainText('not receiving notifications');
      await page.reload();
      await expect(notifications.getByRole('button', { name: 'Subscribe' })).toBeVisible();

      await page.goto('/inbox?filter=all');
      await expect(page.getByRole('listitem').filter({ hasText: title }).getByRole('img', { name: 'Read' })).toBeVisible();
    } finally {
      await admin.close();
    }
  });
});
