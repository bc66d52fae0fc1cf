// Finding your way: the breadcrumb of the issue and new-issue pages, Back to the list as it was, the sort
// control, and the keyboard shortcuts of each page.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

/** The issue list's search box. */
function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search issues' });
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

  test('the sort control writes sort: into the search and orders the list', async ({ page }) => {
    await page.goto('/projects/web');
    const rows = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');
    const numbers = async () => (await rows.allInnerTexts()).map((text) => Number(/#(\d+) opened/.exec(text)?.[1] ?? Number.NaN));
    await expect(rows.first()).toBeVisible();
    const newest = await numbers();
    expect(newest).toEqual([...newest].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Sort: Newest' }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest' }).click();
    await expect(page).toHaveURL(/\?q=is:open\+sort:created-asc$/);
    await expect(searchBox(page)).toHaveValue('is:open sort:created-asc');
    await expect(page.getByRole('button', { name: 'Sort: Oldest' })).toBeVisible();
    // The oldest open issues, ascending, all older than the newest page's last one.
    await expect
      .poll(async () => {
        const oldest = await numbers();
        return oldest.every((number, index) => index === 0 || number > (oldest[index - 1] ?? 0)) && (oldest[0] ?? 0) < (newest.at(-1) ?? 0);
      })
      .toBe(true);

    // A sort typed into the search shows in the control too; Newest takes the qualifier away again.
    await searchBox(page).fill('is:open sort:comments');
    await searchBox(page).press('Enter');
    await page.getByRole('button', { name: 'Sort: Most commented' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Most commented' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(page.getByRole('button', { name: 'Sort: Newest' })).toBeVisible();
  });

  test('shortcuts: c opens the form with the title focused; e, r, l, a, x on the issue page; ? lists the page’s own', async ({ page }) => {
    await page.goto('/projects/web');
    await expect(page.getByRole('heading', { level: 1, name: 'Web app' })).toBeVisible();
    await page.keyboard.press('c');
    await expect(page).toHaveURL(/\/projects\/web\/issues\/new$/);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await page.keyboard.type('Shortcut journey');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Shortcut journey');

    // l and a open the sidebar's menus; Escape gives the focus back to their buttons.
    await page.keyboard.press('l');
    await expect(page.getByRole('menu', { name: 'Labels' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Edit labels' })).toBeFocused();
    await page.keyboard.press('a');
    await expect(page.getByRole('menu', { name: 'Assignees' })).toBeVisible();
    await page.keyboard.press('Escape');
    const editAssignees = page.getByRole('button', { name: 'Edit assignees' });
    await expect(editAssignees).toBeFocused();

    // ? lists this page's shortcuts, not the list's, and gives the focus back where it was.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByRole('row', { name: 'e Edit the title' })).toBeVisible();
    await expect(help.getByRole('row', { name: 'r Write a comment' })).toBeVisible();
    await expect(help.getByRole('row', { name: '/ Focus the search box' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(editAssignees).toBeFocused();

    // e edits the title; Escape leaves it as it was.
    await page.keyboard.press('e');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Shortcut journey');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Edit title' })).toBeFocused();

    // r goes to the comment box, where letters are text (x would otherwise close the issue).
    await page.keyboard.press('r');
    const box = page.getByRole('textbox', { name: 'Comment' });
    await expect(box).toBeFocused();
    await page.keyboard.type('x marks it');
    await expect(box).toHaveValue('x marks it');
    await expect(page.getByRole('button', { name: 'Close issue' })).toBeVisible();

    // x: the reasons to close; then, closed, x reopens.
    await page.getByRole('button', { name: 'Edit title' }).focus();
    await page.keyboard.press('x');
    await page.getByRole('menuitem', { name: 'Close as completed' }).click();
    const reopen = page.getByRole('button', { name: 'Reopen issue' });
    await expect(reopen).toBeVisible();
    await reopen.blur();
    await page.keyboard.press('x');
    await expect(page.getByRole('button', { name: 'Close issue' })).toBeVisible();
  });

  test('the search box completes qualifiers and their values, by keyboard and by mouse', async ({ page }) => {
    await page.goto('/projects/web');
    const box = searchBox(page);
    await box.fill('');
    await box.pressSequentially('is:open lab');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('option', { name: 'label:' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // ↓ then Enter takes the qualifier, and the list goes on with its values (the project's labels).
    await box.press('ArrowDown');
    const firstOption = await suggestions.getByRole('option').first().getAttribute('id');
    expect(firstOption).not.toBeNull();
    await expect(box).toHaveAttribute('aria-activedescendant', firstOption ?? '');
    await box.press('Enter');
    await expect(box).toHaveValue('is:open label:');
    await box.pressSequentially('do');
    await suggestions.getByRole('option', { name: 'docs' }).click();
    await expect(box).toHaveValue('is:open label:docs ');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // People, with @me first; Esc closes the list and leaves the text.
    await box.pressSequentially('assignee:');
    await expect(suggestions.getByRole('option').first()).toHaveText('@me');
    await box.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(box).toHaveValue('is:open label:docs assignee:');
    await box.pressSequentially('@me');
    await box.press('Enter');
    await expect(page).toHaveURL(/\?q=is:open\+label:docs\+assignee:@me$/);
  });
});
