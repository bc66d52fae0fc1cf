// Sub-issues (issue 17) in a real browser: a member adds an existing issue as a sub-issue of another through the
// Sub-issues section's picker, opens it (its page says "Sub-issue of #N"), closes it, follows the link back to
// the parent and finds the progress moved on ("1 of 2 done"); then removes the other sub-issue. Screenshots of
// the section and of the sub-issue's header at phone and desktop widths, light, dark and forced colours, go to
// the test's output folder.
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { createIssue, unique } from './support/newIssue.ts';
import { inEveryLook } from './support/looks.ts';

skipWithoutChromium();

test.describe('sub-issues', () => {
  test.use({ account: 'member' });

  test('add a sub-issue, close it, and the parent shows the progress', async ({ page }, testInfo) => {
    // Twelve reloads for the screenshots, on a shared two-core machine.
    test.setTimeout(240_000);
    const parentTitle = `Epic ${unique()}`;
    const parent = await createIssue(page, parentTitle);
    const firstTitle = `First step ${unique()}`;
    const first = await createIssue(page, firstTitle);
    const secondTitle = `Second step ${unique()}`;
    const second = await createIssue(page, secondTitle);

    await page.goto(parent.path);
    const section = page.getByRole('region', { name: 'Sub-issues' });
    const dialog = page.getByRole('dialog');
    for (const [issue, title] of [
      [first, firstTitle],
      [second, secondTitle],
    ] as const) {
      await section.getByRole('button', { name: 'Add sub-issue' }).click();
      await dialog.getByRole('searchbox', { name: 'Find an issue by number or title' }).fill(`#${issue.number}`);
      await dialog.getByRole('radio', { name: new RegExp(title) }).check();
      await dialog.getByRole('button', { name: 'Add sub-issue' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(section).toContainText('0 of 2 done');
    await expect(section.getByRole('link', { name: `#${first.number} ${firstTitle}` })).toHaveAttribute('href', first.path);
    // Added again: the picker marks it instead of offering it.
    await section.getByRole('button', { name: 'Add sub-issue' }).click();
    await dialog.getByRole('searchbox', { name: 'Find an issue by number or title' }).fill(`#${first.number}`);
    await expect(dialog.getByRole('radio', { name: new RegExp(firstTitle) })).toBeDisabled();
    await expect(dialog).toContainText('already a sub-issue');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The sub-issue's page names its parent; closing it moves the parent's progress on.
    await section.getByRole('link', { name: `#${first.number} ${firstTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`${first.path}$`));
    const parentLine = page.locator('article > header').getByText('Sub-issue of');
    await expect(parentLine).toHaveText(`Sub-issue of #${parent.number} ${parentTitle}`);
    await page.locator('article > header').getByRole('button', { name: 'Close issue' }).click();
    await page.getByRole('menuitem', { name: 'Close as completed' }).click();
    await expect(page.locator('article > header').getByRole('button', { name: 'Reopen issue' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(`made this a sub-issue of #${parent.number} ${parentTitle}`);
    await page
      .locator('article > header')
      .getByRole('link', { name: `#${parent.number} ${parentTitle}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${parent.path}$`));
    await expect(section).toContainText('1 of 2 done');
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(`added the sub-issue #${first.number} ${firstTitle}`);

    // Screenshots: the parent's section, and the sub-issue's header.
    await inEveryLook(page, async (look, width) => {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toContainText('1 of 2 done');
      const name = `sub-issues-${look}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name) });
      await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
    });
    await page.goto(first.path);
    await inEveryLook(page, async (look, width) => {
      await expect(parentLine).toBeVisible();
      const name = `sub-issue-header-${look}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name) });
      await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
    });

    // Removing the other one: the progress counts what is left.
    await page.goto(parent.path);
    await section.getByRole('button', { name: `Remove the sub-issue #${second.number}` }).click();
    await expect(section).toContainText('1 of 1 done');
    await expect(section.getByRole('link', { name: new RegExp(secondTitle) })).toHaveCount(0);
  });
});
