// Task lists, rows and the attachments row (issue 22 item 13, issue 15): a member ticks the right box of a task
// list in a description (the same text twice, once more in code), the tick is saved in the Markdown; a viewer
// sees the boxes disabled; an issue without files shows a compact Attach files row; the list's rows name the
// author and the time that matches the sort. Screenshots at 1280 and 390 px in light, dark and forced colours
// (in the test's output folder), axe over the issue page and the list at 1280.
import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/client/shell/themePreference.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();
test.use({ account: 'member' });

const BODY = [
  'Before release:',
  '',
  '- read the log',
  '- [ ] Ship it',
  '- [x] Test it',
  '',
  '```',
  '- [ ] Ship it',
  '```',
  '',
  '1. [ ] Ship it',
].join('\n');

const description = (page: Page) => page.getByRole('region', { name: 'Description', exact: true });
const boxes = (page: Page) => description(page).getByRole('checkbox', { name: 'Task' });

async function createIssue(page: Page, title: string, body: string): Promise<string> {
  await page.goto('/projects/web/issues/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill(body);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  return new URL(page.url()).pathname;
}

test('a task box is ticked in place: the right one, saved in the Markdown; no bullets; a viewer sees them disabled', async ({
  page,
  browser,
  baseURL,
  sessions,
}) => {
  test.setTimeout(90_000);
  const path = await createIssue(page, `Task list ${Date.now()}`, BODY);
  await expect(boxes(page)).toHaveCount(3);
  // A task item has no bullet; the plain item above keeps its own.
  const firstTask = description(page).locator('li.task-list-item').first();
  expect(await firstTask.evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
  expect(
    await description(page)
      .getByText('read the log')
      .evaluate((li) => getComputedStyle(li).listStyleType),
  ).toBe('disc');

  // The numbered "Ship it" (the third of its name): the first and the one in code stay as they are.
  await boxes(page).nth(2).check();
  await expect(page.getByRole('list', { name: 'Activity' })).toContainText('edited the description');
  await page.reload();
  await expect(boxes(page)).toHaveCount(3);
  expect(await Promise.all((await boxes(page).all()).map((box) => box.isChecked()))).toEqual([false, true, true]);
  await description(page).getByRole('button', { name: 'Edit description' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(BODY.replace('1. [ ] Ship it', '1. [x] Ship it'));
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Unticking works the same way, by keyboard too.
  await boxes(page).nth(1).focus();
  await page.keyboard.press('Space');
  await expect(boxes(page).nth(1)).not.toBeChecked();
  await expect(page.getByRole('list', { name: 'Activity' }).getByText('edited the description')).toHaveCount(2);

  // A viewer of the same issue: the boxes show their state, disabled.
  const viewerContext = await browser.newContext({ baseURL, storageState: await sessions.stateFor('viewer') });
  const viewer = await viewerContext.newPage();
  await viewer.goto(path);
  await expect(boxes(viewer)).toHaveCount(3);
  for (const box of await boxes(viewer).all()) await expect(box).toBeDisabled();
  // And no files, no way to attach: nothing of attachments at all.
  await expect(viewer.getByRole('region', { name: /^Attachments/ })).toHaveCount(0);
  await viewerContext.close();
});

test('the issue page without files and the list rows, in every look and at both widths', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const title = `Rows and files ${Date.now()}`;
  const path = await createIssue(page, title, BODY);
  const looks = [
    { theme: 'light', forced: false },
    { theme: 'dark', forced: false },
    { theme: 'light', forced: true },
  ] as const;
  for (const { theme, forced } of looks) {
    const look = forced ? 'forced' : theme;
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    await page.emulateMedia({ forcedColors: forced ? 'active' : 'none' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      // No files yet: the compact row, no box or heading.
      const files = page.getByRole('region', { name: 'Attachments' });
      await expect(files.getByRole('button', { name: 'Attach files' })).toBeVisible();
      await expect(files.getByRole('heading')).toHaveCount(0);
      await expect(boxes(page)).toHaveCount(3);
      await page.screenshot({ path: testInfo.outputPath(`issue-${look}-${width}.png`), fullPage: true });
      if (width === 1280 && !forced) await expectNoAxeViolations(page);

      await page.goto('/projects/web?q=is:open sort:updated-desc');
      const row = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first();
      await expect(row).toContainText(title);
      await expect(row).toContainText(/opened by Morgan Member · updated (now|\d+ minutes? ago)/);
      await page.screenshot({ path: testInfo.outputPath(`list-updated-${look}-${width}.png`) });
      if (width === 1280 && !forced) await expectNoAxeViolations(page);
    }
  }
  await page.goto('/projects/web');
  await expect(page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first()).toContainText(
    /opened (now|\d+ minutes? ago) by Morgan Member/,
  );
});
