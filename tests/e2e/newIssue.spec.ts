// The new-issue form as a member uses it (issue 15): the labels, assignees and priority an issue starts with,
// a file dropped on the form, sent together in one request; then "Create more" for a batch.
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

test.describe('a member', () => {
  test.use({ account: 'member' });

  test('opens an issue with a label, an assignee, a priority and a dropped file, all on its page at once', async ({ page }) => {
    await page.goto('/projects/web/issues/new');
    const stamp = Date.now();
    await page.getByRole('textbox', { name: 'Title' }).fill(`Opened with its details ${stamp}`);

    await page.getByRole('button', { name: 'Choose labels' }).click();
    const labelItems = page.getByRole('menuitemcheckbox');
    const label = ((await labelItems.first().innerText()).split('\n')[0] ?? '').trim();
    await labelItems.first().click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Labels chosen' }).getByText(label)).toBeVisible();

    await page.getByRole('button', { name: 'Choose assignees' }).click();
    await page.getByRole('menuitemcheckbox', { name: /Morgan Member/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Choose priority' }).click();
    await page.getByRole('menuitemradio', { name: 'Urgent' }).click();

    // A file dropped anywhere on the form joins the list of files to send.
    const drop = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['steps to reproduce'], 'steps.txt', { type: 'text/plain' }));
      return data;
    });
    const form = page.getByRole('form', { name: 'New issue' });
    await form.dispatchEvent('dragenter', { dataTransfer: drop });
    await form.dispatchEvent('drop', { dataTransfer: drop });
    await expect(page.getByRole('list', { name: 'Files to attach to the issue' }).getByText('steps.txt')).toBeVisible();

    await page.getByRole('button', { name: 'Create issue' }).click();
    await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Opened with its details ${stamp}`);
    await expect(page.getByRole('region', { name: 'Labels' }).getByText(label)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Assignees' }).getByText('Morgan Member')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Priority' }).getByText('Urgent')).toBeVisible();
    await expect(page.getByRole('link', { name: 'steps.txt' })).toBeVisible();
  });

  test('"Create more" opens one issue after another without leaving the form', async ({ page }) => {
    await page.goto('/projects/web/issues/new');
    await page.getByRole('checkbox', { name: 'Create more' }).check();
    const stamp = Date.now();
    const title = page.getByRole('textbox', { name: 'Title' });
    for (const n of [1, 2]) {
      await title.fill(`Batch ${stamp} part ${n}`);
      await title.press('Enter');
      await expect(page.getByRole('link', { name: new RegExp(`^#\\d+ Batch ${stamp} part ${n}$`) })).toBeVisible();
      await expect(title).toHaveValue('');
      await expect(title).toBeFocused();
    }
    await expect(page).toHaveURL(/\/issues\/new$/);
    await page.goto(`/projects/web?q=${stamp}`);
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^Batch ${stamp} part [12]$`) })).toHaveCount(2);
  });
});
