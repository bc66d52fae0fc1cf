// My issues: opened from the header, the member's issues across projects (a private one included), searched
// with the project list's language, the Created by me tab, and a row followed to its issue. The member opens
// the issues it looks for first (through the app's own persisted operations), so the demo's are left alone.
import type { Page } from '@playwright/test';
import addAssigneesMutation from '../../__generated__/useAddAssigneesToIssuesMutation.graphql.ts';
import createIssueMutation from '../../__generated__/useCreateIssueMutation.graphql.ts';
import headerAccountQuery from '../../__generated__/HeaderAccountQuery.graphql.ts';
import newIssuePageQuery from '../../__generated__/NewIssuePageQuery.graphql.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

/** Runs one of the client's persisted operations with the page's session, as the app would. */
async function persisted(page: Page, docId: string | null | undefined, variables: Record<string, unknown>) {
  const response = await page.request.post('/graphql', {
    headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
    data: { doc_id: docId, variables },
  });
  expect(response.status()).toBe(200);
  // The answer's shape is the operation's; the test reads the few fields it needs (any: tests reading JSON).
  return ((await response.json()) as { data: any }).data;
}

async function openIssue(page: Page, slug: string, title: string): Promise<{ id: string; number: number }> {
  const { project } = await persisted(page, newIssuePageQuery.params.id, { slug });
  const { createIssue } = await persisted(page, createIssueMutation.params.id, { input: { projectId: project.id, title } });
  expect(createIssue.errors).toEqual([]);
  return createIssue.issue;
}

test.describe('a member', () => {
  test.use({ account: 'member' });

  test('opens My issues from the header, searches it, switches tabs and follows a row to its issue', async ({ page }) => {
    const stamp = `mine${Date.now()}`;
    await page.goto('/');
    const web = await openIssue(page, 'web', `Web task ${stamp}`);
    const mobile = await openIssue(page, 'mobile', `Mobile task ${stamp}`);
    const { viewer } = await persisted(page, headerAccountQuery.params.id, {});
    const { addAssigneesToIssues } = await persisted(page, addAssigneesMutation.params.id, {
      input: { issueIds: [mobile.id], userIds: [viewer.id] },
    });
    expect(addAssigneesToIssues.errors).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'My issues' }).click();
    await expect(page).toHaveURL(/\/issues$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My issues' })).toBeVisible();
    await expect(page).toHaveTitle('My issues · Triage');

    // Assigned to me: the private project's issue, named with its project's key; not the one only opened.
    const assigned = page.getByRole('list', { name: 'Issues assigned to me' });
    await expect(assigned.getByRole('link', { name: `Mobile task ${stamp}` })).toBeVisible();
    await expect(assigned.getByText(`mobile#${mobile.number}`)).toBeVisible();
    await expect(assigned.getByRole('link', { name: `Web task ${stamp}` })).toHaveCount(0);

    // The search language of a project's list, in the address.
    const search = page.getByRole('combobox', { name: 'Search issues' });
    await search.fill(`is:open ${stamp}`);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/issues\\?q=is:open\\+${stamp}$`));
    await expect(page).toHaveTitle(`is:open ${stamp} · My issues · Triage`);
    await expect(assigned.locator(':scope > li')).toHaveCount(1);

    // Created by me keeps the search and lists both issues the member opened.
    await page.getByRole('tab', { name: /Created by me/ }).click();
    await expect(page).toHaveURL(new RegExp(`/issues/created\\?q=is:open\\+${stamp}$`));
    const created = page.getByRole('list', { name: 'Issues created by me' });
    await expect(created.locator(':scope > li')).toHaveCount(2);
    await expect(created.getByText(`web#${web.number}`)).toBeVisible();

    // A row leads to its issue, in its project.
    await created.getByRole('link', { name: `Web task ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/web/issues/${web.number}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Web task ${stamp}`);

    // Back to the list as it was; and on a phone the page fits the screen's width.
    await page.goBack();
    await expect(created.locator(':scope > li')).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(created.locator(':scope > li')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
