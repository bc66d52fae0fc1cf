// Editing an issue (issue 15, "Editing") in real browsers: the description edited in Markdown with a preview,
// recorded in the timeline and seen live by another person, and a stale edit refused rather than written over.
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
});
