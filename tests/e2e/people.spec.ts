// People, as an admin and the person see them: the admin changes a newcomer's role (the newcomer's next page
// says so, the audit log records it), then deactivates them (their open session ends at once, and signing in
// again says the account is deactivated); a person renames themselves on the profile page, sees where they are
// signed in, and the header follows. Each test invites its own person: the demo accounts are shared.
import type { Browser, Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

const PASSWORD = 'a long enough password';

/** Invites `login` as a member (from the admin's page) and signs them up in a browser of their own. */
async function newcomer(admin: Page, browser: Browser, baseURL: string | undefined, login: string, name: string) {
  await admin.goto('/admin/invitations');
  const invite = admin.getByRole('form', { name: 'Invite someone' });
  await invite.getByRole('textbox', { name: 'Email address' }).fill(`${login}@example.test`);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('MEMBER');
  await invite.getByRole('button', { name: 'Create invitation link' }).click();
  const link = await admin.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Login' }).fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: `${name} (Member)` })).toBeVisible();
  return { page, close: () => context.close() };
}

test.describe('as the admin', () => {
  test.use({ account: 'admin' });

  test('change a role, then deactivate: the person’s next page shows it, their session ends, the audit log has both', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = await newcomer(page, browser, baseURL, 'riley', 'Riley Role');
    try {
      await page.goto('/admin/people');
      const role = page.getByRole('combobox', { name: 'Role of Riley Role' });
      await expect(role).toHaveValue('MEMBER');
      await role.selectOption('VIEWER');
      await expect(role).toHaveValue('VIEWER');
      await expect(role).toBeEnabled();
      // The person's next page: a viewer now.
      await person.page.reload();
      await expect(person.page.getByRole('banner').getByRole('button', { name: 'Riley Role (Viewer)' })).toBeVisible();

      await page.getByRole('button', { name: 'Deactivate Riley Role' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Deactivate Riley Role?' });
      await dialog.getByRole('button', { name: 'Deactivate account' }).click();
      await expect(page.getByRole('button', { name: 'Reactivate Riley Role' })).toBeVisible();

      // Their session is over: the next page leads them to sign in, and signing in again is refused with the reason.
      await person.page.reload();
      await expect(person.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(person.page.getByRole('banner').getByRole('button', { name: /Riley Role/ })).toHaveCount(0);
      await person.page.getByRole('textbox', { name: 'Email address' }).fill('riley@example.test');
      await person.page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
      await person.page.getByRole('button', { name: 'Sign in' }).click();
      await expect(person.page.getByText('This account is deactivated.', { exact: false })).toBeVisible();

      // The audit log says who did what.
      await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit log' }).click();
      const log = page.getByRole('list', { name: 'Audit log' });
      await expect(log.getByRole('listitem').filter({ hasText: 'Avery Admin deactivated Riley Role’s account' })).toHaveCount(1);
      await page.getByRole('combobox', { name: 'Action' }).selectOption('ROLE_CHANGED');
      await expect(page).toHaveURL(/\/admin\/audit\?action=ROLE_CHANGED$/);
      await expect(
        log.getByRole('listitem').filter({ hasText: 'Avery Admin changed Riley Role’s role from Member to Viewer' }),
      ).toHaveCount(1);
      await expect(log.getByRole('listitem').filter({ hasText: 'deactivated' })).toHaveCount(0);
    } finally {
      await person.close();
    }
  });

  test('a person renames themselves and sees their sessions on the profile page', async ({ page, browser, baseURL }) => {
    const person = await newcomer(page, browser, baseURL, 'pat', 'Pat Profile');
    try {
      const profile = person.page;
      await profile.getByRole('banner').getByRole('button', { name: 'Pat Profile (Member)' }).click();
      await profile.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(profile).toHaveURL(/\/settings\/profile$/);
      const sessions = profile.getByRole('list', { name: 'Sessions' });
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByRole('listitem').first()).toContainText('This session');
      await profile.getByRole('textbox', { name: 'Name' }).fill('Pat Renamed');
      await profile.getByRole('button', { name: 'Save' }).click();
      await expect(profile.getByText('Saved. Everyone now sees you as Pat Renamed.')).toBeVisible();
      await expect(profile.getByRole('banner').getByRole('button', { name: 'Pat Renamed (Member)' })).toBeVisible();
      // Others see the new name.
      await page.goto('/admin/people');
      await expect(page.getByRole('combobox', { name: 'Role of Pat Renamed' })).toBeVisible();
    } finally {
      await person.close();
    }
  });
});
