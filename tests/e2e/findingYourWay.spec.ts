// Finding your way: the breadcrumb of the issue and new-issue pages, Back to the list as it was, the sort
// control, and the keyboard shortcuts of each page.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

/** The issue list's search box. */
function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search issues' });
}

test.describe('a member', () => {
  test.use({ account: 'member' });

  test('the breadcrumb leads back to the project, and Back restores the search and the scroll position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/projects/web?q=is:closed');
    const rows = page.getByRole('list', { name: 'Closed issues', exact: true }).locator(':scope > li');
    await expect(rows.first()).toBeVisible();
    // A second page of the list, loaded on demand, is kept too.
    const firstPage = await rows.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);
    const loaded = await rows.count();
    const last = rows.last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    const title = (await last.getByRole('link').first().innerText()).trim();
    await last.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

    // Back: the same search, scrolled where it was.
    await page.goBack();
    await expect(page).toHaveURL(/\/projects\/web\?q=is:closed$/);
    await expect(searchBox(page)).toHaveValue('is:closed');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await rows.count()).toBe(loaded);

    // The breadcrumb of the issue page and of the new-issue page names the project and leads to its list.
    await last.getByRole('link').first().click();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Web app' })).toBeVisible();
    await page.goto('/projects/web/issues/new');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await trail.getByRole('link', { name: 'Web app' }).click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web app' })).toBeVisible();
  });
});
