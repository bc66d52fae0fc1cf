// Relations between issues (issue 17) in a real browser: a member marks an issue blocked by another through the
// Relations section's picker, and both issues' pages show it ("Blocked by", "Blocking"); then closes an issue as a
// duplicate through the Close issue menu, which writes the relation too. Screenshots of the section and the
// picker at phone and desktop widths, light, dark and forced colours, go to the test's output folder.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { createIssue, unique } from './support/newIssue.ts';
import { inEveryLook } from './support/looks.ts';

skipWithoutChromium();

/** In the open picker: finds the issue by its number and chooses it. */
async function chooseInPicker(page: Page, number: number, title: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Find an issue by number or title' }).fill(`#${number}`);
  await dialog.getByRole('radio', { name: new RegExp(title) }).check();
}

test.describe('relations', () => {
  test.use({ account: 'member' });

  test('blocked by is shown on both issues, and Close as duplicate of… closes and relates', async ({ page }, testInfo) => {
    // Six reloads for the screenshots, on a shared two-core machine.
    test.setTimeout(180_000);
    const blockerTitle = `Blocker ${unique()}`;
    const blocker = await createIssue(page, blockerTitle);
    const originalTitle = `Original ${unique()}`;
    const original = await createIssue(page, originalTitle);
    const copyTitle = `Copy ${unique()}`;
    const copy = await createIssue(page, copyTitle);

    // On the copy's page: blocked by the blocker.
    const relations = page.getByRole('region', { name: 'Relations' });
    await expect(relations).toContainText('None yet');
    await relations.getByRole('button', { name: 'Add relation' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Relation' }).selectOption('BLOCKED_BY');
    await chooseInPicker(page, blocker.number, blockerTitle);
    await page.getByRole('dialog').getByRole('button', { name: 'Add relation' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const blockedBy = relations.getByRole('list', { name: 'Blocked by' });
    await expect(blockedBy.getByRole('link', { name: `#${blocker.number} ${blockerTitle}` })).toHaveAttribute('href', blocker.path);
    await expect(blockedBy).toContainText('Open');

    // Close as a duplicate of the original, through the Close issue menu.
    await page.locator('article > header').getByRole('button', { name: 'Close issue' }).click();
    await page.getByRole('menuitem', { name: 'Close as duplicate of…' }).click();
    await expect(page.getByRole('dialog', { name: 'Close as a duplicate of…' })).toBeVisible();
    await chooseInPicker(page, original.number, originalTitle);
    await page.getByRole('dialog').getByRole('button', { name: 'Close as duplicate' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('article > header').getByRole('button', { name: 'Reopen issue' })).toBeVisible();
    await expect(relations.getByRole('list', { name: 'Duplicate of' }).getByRole('link')).toHaveText(
      `#${original.number} ${originalTitle}`,
    );
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
      `marked this as a duplicate of #${original.number} ${originalTitle}`,
    );

    // The other side of each: the blocker is blocking the copy, the original has it as a duplicate.
    await page.goto(blocker.path);
    await expect(relations.getByRole('list', { name: 'Blocking' }).getByRole('link')).toHaveText(`#${copy.number} ${copyTitle}`);
    await expect(relations.getByRole('list', { name: 'Blocking' })).toContainText('Closed as a duplicate');
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(`marked this as blocking #${copy.number} ${copyTitle}`);
    await page.goto(original.path);
    await expect(relations.getByRole('list', { name: 'Duplicates' }).getByRole('link')).toHaveText(`#${copy.number} ${copyTitle}`);

    // Screenshots: the copy's section, and the picker open over it.
    await page.goto(copy.path);
    await inEveryLook(page, async (look, width) => {
      await relations.scrollIntoViewIfNeeded();
      await expect(relations.getByRole('list', { name: 'Blocked by' })).toBeVisible();
      const section = `relations-${look}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(section) });
      await testInfo.attach(section, { path: testInfo.outputPath(section), contentType: 'image/png' });
      await relations.getByRole('button', { name: 'Add relation' }).click();
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
      const picker = `relation-picker-${look}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(picker) });
      await testInfo.attach(picker, { path: testInfo.outputPath(picker), contentType: 'image/png' });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
});
