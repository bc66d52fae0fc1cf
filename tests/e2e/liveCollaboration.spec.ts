// Live collaboration (issue 12) in real browsers: two people (two browser contexts, the member and the
// admin) on the same issue and the same list. What one does appears for the other without a reload, the
// comment being typed survives it, and after the server restarts the page reconnects and catches up.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

const unique = () => randomBytes(5).toString('hex');

/** A page of its own for another person, in another browser context. */
async function pageOf(browser: Browser, baseURL: string | undefined, storageState: BrowserContextOptions['storageState']): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState });
  return context.newPage();
}

/** Opens an issue in the web project through the New issue form; returns its page's path. */
async function createIssue(page: Page, title: string): Promise<string> {
  await page.goto('/projects/web/issues/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  return new URL(page.url()).pathname;
}

const activity = (page: Page) => page.getByRole('list', { name: 'Activity' });
const live = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('status')
    .filter({ hasText: /^(Live|Reconnecting…|Connecting…)$/ });

test.describe('two people at once', () => {
  test.use({ account: 'member' });

  test('a comment, a close and a label change made by one appear for the other, whose typed comment stays', async ({
    page,
    browser,
    baseURL,
    sessions,
  }) => {
    const title = `Live issue ${unique()}`;
    const path = await createIssue(page, title);
    const other = await pageOf(browser, baseURL, await sessions.stateFor('admin'));
    await other.goto(path);
    await expect(other.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(live(other)).toHaveText('Live');
    const typing = other.getByRole('textbox', { name: 'Add a comment' });
    await typing.fill('A thought I am still writing');

    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Seen by the admin without a reload');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(activity(other)).toContainText('Seen by the admin without a reload');

    const issue = page.getByRole('article', { name: title });
    // The header's Close issue (the comment box has one too).
    await issue.locator(':scope > header').getByRole('button', { name: 'Close issue' }).click();
    await page.getByRole('menuitem', { name: 'Close as not planned' }).click();
    const otherIssue = other.getByRole('article', { name: title });
    await expect(otherIssue.getByText(/^(Open|Closed)$/).first()).toHaveText('Closed');
    await expect(activity(other)).toContainText('Morgan Member closed this as not planned');

    const labels = page.getByRole('complementary', { name: 'Issue details' }).getByRole('region', { name: 'Labels' });
    await labels.getByRole('button', { name: 'Edit labels' }).click();
    await page
      .getByRole('menu', { name: 'Labels' })
      .getByRole('menuitemcheckbox', { name: /^docs\b/ })
      .click();
    await page.keyboard.press('Escape');
    const otherLabels = other.getByRole('complementary', { name: 'Issue details' }).getByRole('region', { name: 'Labels' });
    await expect(otherLabels.getByRole('listitem')).toHaveText(['docs']);
    await expect(activity(other)).toContainText('Morgan Member added the docs label');

    // Nothing reloaded the admin's page, and what they were typing is still there.
    await expect(typing).toHaveValue('A thought I am still writing');
    await other.context().close();
  });

  test('the list: a renamed issue changes its row; a new one is offered ("1 new issue") rather than inserted', async ({
    page,
    browser,
    baseURL,
    sessions,
  }) => {
    const other = await pageOf(browser, baseURL, await sessions.stateFor('admin'));
    await other.goto('/projects/web');
    const rows = other.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');
    await expect(rows).toHaveCount(25);
    await expect(live(other)).toHaveText('Live');

    const title = `Listed live ${unique()}`;
    const path = await createIssue(page, title);
    await expect(other.getByText('1 new issue')).toBeVisible();
    await expect(rows.filter({ hasText: title })).toHaveCount(0);
    await other.getByRole('button', { name: 'Show' }).click();
    await expect(rows.filter({ hasText: title })).toHaveCount(1);

    await page.goto(path);
    await page.getByRole('button', { name: 'Edit title' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (renamed)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(rows.filter({ hasText: `${title} (renamed)` })).toHaveCount(1);
    await other.context().close();
  });
});

test.describe('one person', () => {
  test.use({ account: 'member' });

  test("one's own comment, heard live before the answer to sending it, is drawn once, not beside its optimistic copy", async ({ page }) => {
    await createIssue(page, `Own comment ${unique()}`);
    await expect(live(page)).toHaveText('Live');
    // The server stores the comment (and tells the page's live stream of it); its answer is held back.
    let stored!: () => void;
    const storedComment = new Promise<void>((resolve) => (stored = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('useAddCommentMutation')) return route.fallback();
      const response = await route.fetch();
      stored();
      await released;
      await route.fulfill({ response });
    });
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Heard before its answer\nsecond line');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await storedComment;

    const comments = activity(page).getByRole('article', { name: 'Comment by Morgan Member' });
    // The stored comment (it has actions; the optimistic one has none yet) came by the live stream.
    await expect(comments.getByRole('button', { name: 'Actions for the comment by Morgan Member' })).toBeVisible();
    await expect(comments).toHaveCount(1);
    const answered = page.waitForResponse((response) => (response.request().postData() ?? '').includes('useAddCommentMutation'));
    release();
    await answered;
    await expect(comments).toHaveCount(1);
    await expect(comments).toContainText('second line');
    await page.reload();
    await expect(comments).toHaveCount(1);
  });
});

test.describe('the server restarts under a live page', () => {
  test.use({ account: 'member' });

  test.afterEach(async ({ triageServer }) => {
    if (!triageServer.running) await triageServer.start();
  });

  test('the page says it is reconnecting, reconnects, and shows what happened meanwhile', async ({
    page,
    browser,
    baseURL,
    sessions,
    triageServer,
  }) => {
    // A restart of the server (a fresh start of PGlite) and a reconnection's backoff on a busy machine.
    test.setTimeout(120_000);
    const title = `Restart ${unique()}`;
    const path = await createIssue(page, title);
    const other = await pageOf(browser, baseURL, await sessions.stateFor('admin'));
    await other.goto(path);
    await expect(live(other)).toHaveText('Live');
    // The page whole before the server goes: a server-rendered issue page is live before its comment box's code has
    // arrived, and that code could not be fetched from a stopped server.
    await expect(other.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();

    // The admin's page cannot reconnect until the change below is made: it must catch up, not hear it live.
    let holding = true;
    await other.route('**/graphql', (route) =>
      holding && (route.request().headers()['accept'] ?? '').includes('text/event-stream') ? route.abort() : route.fallback(),
    );
    await triageServer.stop();
    await expect(live(other)).toHaveText('Reconnecting…');
    await triageServer.start();
    await page.goto(path);
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Written while the admin was away');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(activity(page)).toContainText('Written while the admin was away');

    holding = false;
    await expect(live(other)).toHaveText('Live', { timeout: 45_000 });
    await expect(activity(other)).toContainText('Written while the admin was away');
    await other.context().close();
  });
});
