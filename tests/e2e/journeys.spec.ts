// The journeys people take through Triage, in Chromium, against the production build and the real server.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, skipWithoutChromium, signIn, test, userMenuButton } from './support/fixtures.ts';
import { tabCount } from './support/tabCount.ts';

skipWithoutChromium();

/** The issue list of the page, by its state ("Open issues" or "Closed issues"). */
function issueList(page: Page, state: 'Open' | 'Closed') {
  return page.getByRole('list', { name: `${state} issues` });
}

/** The rows of an issue list (not the items of the label and assignee lists inside them). */
function issueRows(page: Page, state: 'Open' | 'Closed') {
  return issueList(page, state).locator(':scope > li');
}

test.describe('signed out', () => {
  test('an anonymous visit to a project leads to sign-in, and back there after signing in', async ({ page }) => {
    await page.goto('/projects/web?state=closed');

    await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects%2Fweb%3Fstate%3Dclosed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Triage');

    await signIn(page, 'member');

    await expect(page).toHaveURL(/\/projects\/web\?state=closed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web app' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveAttribute('aria-selected', 'true');
    await expect(issueList(page, 'Closed')).toBeVisible();
    await expect(userMenuButton(page, 'member')).toBeEnabled();
  });

  test('a wrong password is refused and the form can be used again', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'Email address' }).fill(DEMO_ACCOUNTS.member.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('group', { name: 'Wrong email address or password' })).toContainText(
      'Check the email address and the password, then try again.',
    );
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  });

  test('signing out leads to the sign-in page and ends the session', async ({ page }) => {
    // Its own session, not the shared one: signing out deletes it on the server.
    await page.goto('/sign-in');
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    await userMenuButton(page, 'admin').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(userMenuButton(page, 'admin')).toHaveCount(0);

    // Signed out for real: a page that needs a session sends the visitor to sign in again.
    await page.goto('/projects/api');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fprojects%2Fapi$/);
  });

  test('signed-out visits log nothing to the console: the sign-in page, a project, an issue, the home page', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
    });
    for (const [address, next] of [
      ['/sign-in', null],
      ['/projects/web', '%2Fprojects%2Fweb'],
      ['/projects/web/issues/1', '%2Fprojects%2Fweb%2Fissues%2F1'],
      ['/', null],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      if (next) await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${next}$`));
    }
    expect(logged).toEqual([]);
  });
});

test.describe('a member', () => {
  test.use({ account: 'member' });

  test('browses projects and issues: load more, the state filter and Back, titles that follow the route', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Projects · Triage');
    const main = page.getByRole('main');
    for (const name of ['Web app', 'API', 'Mobile']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await main.getByRole('link', { name: 'Web app', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(page).toHaveTitle('Web app · Triage');
    await expect(page.getByRole('heading', { level: 1, name: 'Web app' })).toBeVisible();

    const open = await tabCount(page, 'Open');
    expect(open).toBeGreaterThan(50);
    await expect(issueRows(page, 'Open')).toHaveCount(25);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing 25 of ${open} open issues`);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(issueRows(page, 'Open')).toHaveCount(50);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing 50 of ${open} open issues`);

    await page.getByRole('tab', { name: /^Closed/ }).click();
    await expect(page).toHaveURL(/\/projects\/web\?q=is:closed$/);
    await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveAttribute('aria-selected', 'true');
    const closed = await tabCount(page, 'Closed');
    await expect(issueRows(page, 'Closed')).toHaveCount(Math.min(25, closed));
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing ${Math.min(25, closed)} of ${closed} closed issues`,
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(page.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true');
    await expect(issueList(page, 'Open')).toBeVisible();

    const firstIssue = issueRows(page, 'Open').first();
    const title = await firstIssue.getByRole('link').first().innerText();
    const number = /#(\d+)/.exec(await firstIssue.innerText())?.[1];
    expect(number).toBeDefined();
    await firstIssue.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/web/issues/${number}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page).toHaveTitle(`#${number} ${title} · Web app · Triage`);

    await page.goBack();
    await expect(page).toHaveTitle('Web app · Triage');
    await expect(issueList(page, 'Open')).toBeVisible();

    await page.goto('/projects/web/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Not found · Triage');
    await page.goto('/projects/no-such-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('creates an issue, attaches a file with upload progress, and downloads the same bytes', async ({ page, context }) => {
    await page.goto('/projects/web');
    await page.getByRole('link', { name: 'New issue' }).click();
    await expect(page).toHaveURL(/\/projects\/web\/issues\/new$/);
    await expect(page).toHaveTitle('New issue · Web app · Triage');

    const title = `End-to-end: attachments survive the round trip ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Steps:\n\n1. Attach a file\n2. Download it');
    await page.getByRole('button', { name: 'Create issue' }).click();

    await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
    const number = /\/issues\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page).toHaveTitle(`#${number} ${title} · Web app · Triage`);
    // No files yet: a compact Attach files row, no empty box.
    await expect(page.getByRole('heading', { name: /^Attachments/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Attachments' }).getByRole('button', { name: 'Attach files' })).toBeVisible();

    // 1 MiB at 256 KiB/s: about four seconds of upload, so the progress can be seen on its way.
    const bytes = randomBytes(1024 * 1024);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });

    const fileChooser = page.waitForEvent('filechooser');
    // The issue's own "Attach files" (the comment box has one too).
    await page
      .getByRole('region', { name: /^Attachments/ })
      .getByRole('button', { name: 'Attach files' })
      .click();
    await (await fileChooser).setFiles({ name: 'measurements.zip', mimeType: 'application/zip', buffer: bytes });

    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    // Part of the way: a percentage above 0 and below 100.
    await expect(progress).toHaveAttribute('aria-valuetext', /^[1-9]\d?%$/);
    await expect(page.getByRole('status').filter({ hasText: 'Uploading measurements.zip' })).toBeVisible();

    await expect(page.getByText('Attached 1 file.')).toBeVisible({ timeout: 20_000 });
    await expect(progress).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const link = page.getByRole('link', { name: 'measurements.zip' });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).not.toBeNull();
    // With the page's cookies: files are for signed-in people only.
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="measurements\.zip"/);
    expect(Buffer.compare(await response.body(), bytes)).toBe(0);

    // Still there after a reload: it was stored, not only shown.
    await page.reload();
    await expect(page.getByRole('link', { name: 'measurements.zip' })).toBeVisible();
  });

  test('the theme switch applies at once and persists across a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const themeButton = page.getByRole('button', { name: /^Theme:/ });
    // Nothing chosen yet: the system's preference, which the browser reports as light.
    await expect(themeButton).toHaveAccessibleName('Theme: System');
    const surface = page.locator('.fui-FluentProvider').first();
    await expect(surface).toHaveCSS('background-color', 'rgb(255, 255, 255)');

    await themeButton.click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(themeButton).toHaveAccessibleName('Theme: Dark');
    await expect(surface).toHaveCSS('background-color', 'rgb(41, 41, 41)');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAccessibleName('Theme: Dark');
    await expect(page.locator('.fui-FluentProvider').first()).toHaveCSS('background-color', 'rgb(41, 41, 41)');

    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAccessibleName('Theme: Light');
    await expect(page.locator('.fui-FluentProvider').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});

test.describe('the server goes away mid-session', () => {
  test.use({ account: 'member' });

  test.afterEach(async ({ triageServer }) => {
    // Whatever happened in the test, the next one needs the server.
    if (!triageServer.running) await triageServer.start();
  });

  /** Marks the document, to tell later whether the page was reloaded (a reload starts a new document). */
  async function markDocument(page: Page): Promise<void> {
    await page.evaluate(() => document.documentElement.setAttribute('data-e2e-document', 'original'));
  }

  async function expectSameDocument(page: Page): Promise<void> {
    await expect(page.locator('html')).toHaveAttribute('data-e2e-document', 'original');
  }

  test('a page whose code is loaded says the server cannot be reached, and Retry recovers without a reload', async ({
    page,
    triageServer,
  }) => {
    await page.goto('/projects/web');
    await expect(issueList(page, 'Open')).toBeVisible();
    // The rows are the server's HTML; the header's account menu can open once the app's code has run (hydrated).
    await expect(userMenuButton(page, 'member')).toBeEnabled();
    await markDocument(page);

    await triageServer.stop();
    await page.getByRole('tab', { name: /^Closed/ }).click();
    await expect(page.getByText("Can't reach the server", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Can't reach the server · Triage");
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    await triageServer.start();
    await retry.click();

    await expect(issueList(page, 'Closed')).toBeVisible();
    await expect(page.getByText("Can't reach the server", { exact: true })).toHaveCount(0);
    await expect(page).toHaveTitle('Web app · Triage');
    await expectSameDocument(page);
  });

  test('a page whose code had not loaded yet says so too, and Retry loads it once the server is back', async ({ page, triageServer }) => {
    await page.goto('/projects/web');
    await expect(issueList(page, 'Open')).toBeVisible();
    // The rows are the server's HTML; the header's account menu can open once the app's code has run (hydrated).
    await expect(userMenuButton(page, 'member')).toBeEnabled();
    await markDocument(page);

    // The list fetches the issue page's code ahead (issueList/useIssuePageCodeOnIntent.ts), never the new-issue form's: that page's
    // code is still on the server.
    await triageServer.stop();
    await page.getByRole('link', { name: 'New issue' }).click();
    await expect(page.getByText("Can't reach the server", { exact: true })).toBeVisible();

    await triageServer.start();
    await page.getByRole('button', { name: 'Retry' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'New issue' })).toBeVisible();
    await expect(page.getByText("Can't reach the server", { exact: true })).toHaveCount(0);
    await expectSameDocument(page);
  });
});

test.describe('a viewer', () => {
  test.use({ account: 'viewer' });

  test('reads projects and issues but sees no edit controls', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Web app', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'API', exact: true })).toBeVisible();
    // The private project is not theirs to see.
    await expect(main.getByRole('link', { name: 'Mobile', exact: true })).toHaveCount(0);

    await page.goto('/projects/web');
    await expect(issueRows(page, 'Open')).toHaveCount(25);
    await expect(page.getByRole('link', { name: 'New issue' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New issue' })).toHaveCount(0);

    await issueRows(page, 'Open').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Attach files' })).toHaveCount(0);
    await expect(page.getByText(/drop files here/i)).toHaveCount(0);

    // The form's address, typed in: the page says why there is no form.
    await page.goto('/projects/web/issues/new');
    await expect(page.getByRole('heading', { level: 1, name: "You can't open issues in this project" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create issue' })).toHaveCount(0);
  });
});

/** Letters no demo text contains, to make titles a search can find alone (letters only: one search word). */
