// Editing an issue (issue 15, "Editing") in real browsers: the description edited in Markdown with a preview,
// recorded in the timeline and seen live by another person, and a stale edit refused rather than written over;
// attached files removed from the issue and from a comment; an issue deleted by an admin.
// Each journey makes its own issue, so the demo data stays as the other suites expect it.
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
async function createIssue(page: Page, title: string, body = ''): Promise<string> {
  await page.goto('/projects/web/issues/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  if (body) await page.getByRole('textbox', { name: 'Description' }).fill(body);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  // The issue's page, not the form still on screen while the route changes (both have file inputs).
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  return new URL(page.url()).pathname;
}

const activity = (page: Page) => page.getByRole('list', { name: 'Activity' });
const description = (page: Page) => page.getByRole('region', { name: 'Description', exact: true });
const live = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('status')
    .filter({ hasText: /^(Live|Reconnecting…|Connecting…)$/ });

test.describe('editing an issue', () => {
  test.use({ account: 'member' });

  test('the description is edited in Markdown with a preview, recorded in the timeline, and seen live by another person', async ({
    page,
    browser,
    baseURL,
    sessions,
  }) => {
    const title = `Described ${unique()}`;
    const path = await createIssue(page, title, 'First words.');
    const other = await pageOf(browser, baseURL, await sessions.stateFor('admin'));
    await other.goto(path);
    await expect(live(other)).toHaveText('Live');

    await description(page).getByRole('button', { name: 'Edit description' }).click();
    const form = page.getByRole('form', { name: 'Edit description' });
    const field = form.getByRole('textbox', { name: 'Description' });
    await expect(field).toBeFocused();
    await field.fill('Steps to reproduce:\n\n1. Open a **draft**\n2. Save');
    await form.getByRole('tab', { name: 'Preview' }).click();
    await expect(form.getByRole('region', { name: 'Description: preview' }).locator('strong')).toHaveText('draft');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(description(page).getByRole('listitem')).toHaveText(['Open a draft', 'Save']);
    await expect(activity(page)).toContainText('Morgan Member edited the description');
    // The admin's page follows without a reload.
    await expect(description(other).getByRole('listitem')).toHaveText(['Open a draft', 'Save']);
    await expect(activity(other)).toContainText('Morgan Member edited the description');

    // Reloaded, the text is the server's.
    await page.reload();
    await expect(description(page).locator('strong')).toHaveText('draft');
    await other.context().close();
  });

  test('a description edited meanwhile by someone else is not written over: the newer text shows beside the draft', async ({
    page,
    browser,
    baseURL,
    sessions,
  }) => {
    const title = `Edited twice ${unique()}`;
    const path = await createIssue(page, title, 'The original text.');
    const other = await pageOf(browser, baseURL, await sessions.stateFor('admin'));
    await other.goto(path);
    await expect(live(other)).toHaveText('Live');
    await description(page).getByRole('button', { name: 'Edit description' }).click();
    await description(other).getByRole('button', { name: 'Edit description' }).click();

    const otherForm = other.getByRole('form', { name: 'Edit description' });
    await otherForm.getByRole('textbox', { name: 'Description' }).fill("The admin's text.");
    await otherForm.getByRole('button', { name: 'Save' }).click();
    await expect(description(other)).toContainText("The admin's text.");

    const form = page.getByRole('form', { name: 'Edit description' });
    await form.getByRole('textbox', { name: 'Description' }).fill("The member's text.");
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(/Someone else changed the description/)).toBeVisible();
    await expect(form.getByRole('region', { name: 'The description as it is now' })).toHaveText("The admin's text.");
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue("The member's text.");

    // Saving again, having seen the newer text, is a deliberate overwrite.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(description(page)).toContainText("The member's text.");
    await expect(description(other)).toContainText("The member's text.");
    await other.context().close();
  });

  test('files are removed from the issue and from a comment, after a confirmation: they leave the page, the timeline names them, the download is gone', async ({
    page,
  }) => {
    await createIssue(page, `Files to remove ${unique()}`);
    const section = page.getByRole('region', { name: /^Attachments/ });
    await page
      .getByLabel('Choose files to attach to the issue', { exact: true })
      .setInputFiles({ name: 'wrong-file.txt', mimeType: 'text/plain', buffer: Buffer.from(`not this one ${unique()}`) });
    const link = section.getByRole('link', { name: 'wrong-file.txt' });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href')) ?? '';

    await section.getByRole('button', { name: 'Remove wrong-file.txt' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove wrong-file.txt?' });
    await dialog.getByRole('button', { name: 'Remove file' }).click();
    // The last file gone: back to the compact Attach files row.
    await expect(section.getByRole('listitem')).toHaveCount(0);
    await expect(section.getByRole('heading', { name: /^Attachments/ })).toHaveCount(0);
    await expect(activity(page)).toContainText('Morgan Member removed the file wrong-file.txt');
    expect((await page.request.get(href)).status()).toBe(404);

    // A comment's file, the same way.
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('With a log.');
    await page
      .getByLabel('Choose files to attach to the comment', { exact: true })
      .setInputFiles({ name: 'old.log', mimeType: 'text/plain', buffer: Buffer.from(`stale log ${unique()}`) });
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const comment = activity(page).getByRole('article', { name: 'Comment by Morgan Member' });
    await comment.getByRole('button', { name: 'Remove old.log' }).click();
    await page.getByRole('alertdialog', { name: 'Remove old.log?' }).getByRole('button', { name: 'Remove file' }).click();
    await expect(comment.getByRole('link', { name: 'old.log' })).toHaveCount(0);
    await expect(activity(page)).toContainText('Morgan Member removed the file old.log');

    // Saved, not only shown.
    await page.reload();
    await expect(section.getByRole('button', { name: 'Attach files' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(0);
    await expect(
      activity(page).getByRole('article', { name: 'Comment by Morgan Member' }).getByRole('link', { name: 'old.log' }),
    ).toHaveCount(0);
  });
});

test.describe('an admin deletes an issue', () => {
  test.use({ account: 'admin' });

  test('after a confirmation the issue is gone: back on the list with a message, the list and search without it, its address not found', async ({
    page,
  }) => {
    const word = unique();
    const title = `Deleted ${word}`;
    const path = await createIssue(page, title, 'Nothing of this stays.');
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Nor this.');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(activity(page)).toContainText('Nor this.');
    // Seen in the list first, so that the list is in the page's store when we come back to it.
    await page.goto(`/projects/web?q=${word}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await page.getByRole('button', { name: 'Delete issue' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Delete issue #\d+\?$/ });
    await expect(dialog).toContainText(`“${title}” will be deleted for everyone`);
    await dialog.getByRole('button', { name: 'Delete issue' }).click();

    await expect(page).toHaveURL(/\/projects\/web(\?|$)/);
    await expect(page.getByText(/^Deleted issue #\d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(`/projects/web?q=${word}`);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test.describe('members', () => {
    test.use({ account: 'member' });

    test('are not offered to delete an issue', async ({ page }) => {
      await createIssue(page, `Not deletable ${unique()}`);
      await expect(page.getByRole('button', { name: 'Close issue' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete issue' })).toHaveCount(0);
    });
  });
});
