// A new team's first day, in the browser: the seeded admin creates a project, invites a person into it,
// the person signs up through the link (in a browser of their own) and lands signed in with the role and
// the private project of the invitation; a used link then says so; a project is archived and unarchived;
// a viewer sees no admin controls.
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

test.describe('as the admin', () => {
  test.use({ account: 'admin' });

  test('create a project, invite someone into it, and they join through the link', async ({ page, browser, baseURL }) => {
    await page.goto('/');
    await userMenuButton(page, 'admin').click();
    await page.getByRole('menuitem', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/admin\/projects$/);
    // The demo admin's inbox has unread entries (README "Demo accounts"): the title starts with their count.
    await expect(page).toHaveTitle(/^(\(\d+\) )?Projects · Administration · Triage$/);

    // A project, private, with a slug taken from the name; a taken slug is refused beside the field first.
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('form', { name: 'New project' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Launch Plan');
    await expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('launch-plan');
    await form.getByRole('textbox', { name: 'Slug' }).fill('web');
    await form.getByRole('radio', { name: /Private/ }).check();
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(form.getByText('A project already uses this slug.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Slug' }).fill('launch');
    await form.getByRole('textbox', { name: 'Description' }).fill('What ships on day one.');
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/launch$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Launch Plan' })).toBeVisible();

    // An invitation as a member, into the private project.
    await page.goto('/admin/invitations');
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByRole('textbox', { name: 'Email address' }).fill('new.person@example.test');
    await invite.getByRole('combobox', { name: 'Role' }).selectOption('MEMBER');
    await invite.getByRole('checkbox', { name: 'Launch Plan' }).check();
    await invite.getByRole('button', { name: 'Create invitation link' }).click();
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/invitations/[A-Za-z0-9_-]{43}$`));
    const invitations = page.getByRole('list', { name: 'Invitations' });
    await expect(invitations.getByRole('listitem').first()).toContainText('new.person@example.test');
    await expect(invitations.getByRole('listitem').first()).toContainText('Pending');

    // The invitee, in a browser of their own (without the admin's cookie, which this test's options would give it).
    const theirs = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const invitee = await theirs.newPage();
      await invitee.goto(link);
      await expect(invitee.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
      await expect(invitee.getByRole('textbox', { name: 'Email address' })).toHaveValue('new.person@example.test');
      await expect(invitee.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly', '');
      await invitee.getByRole('textbox', { name: 'Name' }).fill('New Person');
      await invitee.getByRole('textbox', { name: 'Login' }).fill('newperson');
      await invitee.getByRole('textbox', { name: 'Password' }).fill('a long enough password');
      await invitee.getByRole('button', { name: 'Create account and join' }).click();

      // Signed in, as a member, and the private project is theirs.
      await expect(invitee.getByRole('banner').getByRole('button', { name: 'New Person (Member)' })).toBeVisible();
      await invitee.getByRole('main').getByRole('link', { name: 'Launch Plan' }).click();
      await expect(invitee).toHaveURL(/\/projects\/launch$/);
      await expect(invitee.getByRole('link', { name: 'New issue' })).toBeVisible();

      // The link worked once.
      await invitee.getByRole('banner').getByRole('button', { name: 'New Person (Member)' }).click();
      await invitee.getByRole('menuitem', { name: 'Sign out' }).click();
      await invitee.goto(link);
      await expect(invitee.getByText('This invitation has already been used')).toBeVisible();
    } finally {
      await theirs.close();
    }

    // The admin sees the invitation accepted, and the new person among the people, with their role.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Invitations' }).getByRole('listitem').first()).toContainText('Accepted');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('combobox', { name: 'Role of New Person' })).toHaveValue('MEMBER');
  });

  test('rename a project: its old address leads to the new one', async ({ page }) => {
    // A project of its own: the demo's projects are shared by the other suites of this worker.
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('form', { name: 'New project' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Rename Me');
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/rename-me$/);

    await page.goto('/admin/projects/rename-me');
    await page.getByRole('textbox', { name: 'Slug' }).fill('renamed');
    await page.getByRole('textbox', { name: 'Name' }).fill('Renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/admin\/projects\/renamed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Renamed' })).toBeVisible();
    await page.goto('/projects/rename-me?q=is:closed');
    await expect(page).toHaveURL(/\/projects\/renamed\?q=is:closed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed' })).toBeVisible();
  });

  test('archive a project: read-only and out of the list, still found with is:archived, and back on unarchive', async ({ page }) => {
    // A project of its own, with one issue, made through the browser.
    await page.goto('/admin/projects');
    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('form', { name: 'New project' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Old Site');
    await form.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/old-site$/);
    await page.getByRole('link', { name: 'New issue' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Legacy login form');
    await page.getByRole('button', { name: 'Create issue' }).click();
    await expect(page).toHaveURL(/\/projects\/old-site\/issues\/1$/);

    // Archived from its admin page, after a question; its settings are no longer offered.
    await page.goto('/admin/projects/old-site');
    await page.getByRole('button', { name: 'Archive project' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Archive Old Site?' });
    await dialog.getByRole('button', { name: 'Archive project' }).click();
    await expect(page.getByText('Old Site is archived.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unarchive project' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Project settings' })).toHaveCount(0);

    // Gone from the project list, back with "Show archived projects", marked.
    await page.getByRole('banner').getByRole('link', { name: 'Triage' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Web app', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Old Site' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show archived projects' }).check();
    await expect(page).toHaveURL(/\/\?archived=1$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Old Site' }) });
    await expect(card.getByText('Archived')).toBeVisible();
    await card.getByRole('link', { name: 'Old Site' }).click();

    // Read-only: said so, no New issue; its issues are still searched, is:archived included.
    await expect(page.getByText('This project is archived')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New issue' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Search issues' }).fill('is:archived legacy');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Legacy login form' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Legacy login form/ })).toBeVisible();
    await expect(page.getByText('This project is archived')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comment', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close issue' })).toHaveCount(0);

    // Unarchived: changeable again and back in the default list.
    await page.goto('/admin/projects/old-site');
    await page.getByRole('button', { name: 'Unarchive project' }).click();
    await expect(page.getByText('Old Site is active again.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Project settings' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Old Site' }).click();
    await expect(page.getByRole('link', { name: 'New issue' })).toBeVisible();
    await expect(page.getByText('This project is archived')).toHaveCount(0);
  });
});

test.describe('as a viewer', () => {
  test.use({ account: 'viewer' });

  test('no admin controls: no menu item, and the admin pages say they are for admins', async ({ page }) => {
    await page.goto('/');
    await userMenuButton(page, 'viewer').click();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    for (const path of ['/admin/projects', '/admin/people', '/admin/invitations', '/admin/settings']) {
      await page.goto(path);
      await expect(page.getByText('Only admins can see this page.', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: /New project|Create invitation link|Save/ })).toHaveCount(0);
      await expect(page.getByRole('combobox')).toHaveCount(0);
    }
  });
});
