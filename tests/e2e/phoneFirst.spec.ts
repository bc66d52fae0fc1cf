// A phone first (issue 22, item 3): at 390 × 844 on a touch screen, an issue's state and properties are in
// the first screen and open the same menus as the sidebar at 1280; the list's first issue is in the first
// screen; the header's name stays on one line; there is no "Shortcuts" button to tap (`?` still opens them
// where there is a keyboard). Each test logs the positions it measured, for the notes.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function top(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return Math.round(box.y + (await page.evaluate(() => window.scrollY)));
}

test.describe('a member on a phone', () => {
  test.use({ account: 'member', viewport: PHONE, hasTouch: true, isMobile: true });

  test("an issue's state and properties are in the first screen, and change there", async ({ page }) => {
    await page.goto('/projects/web/issues/170');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const editLabels = page.getByRole('button', { name: 'Edit labels' });
    await expect(editLabels).toBeVisible();
    const y = await top(page, editLabels);
    console.log(`phone issue page: "Edit labels" at y = ${y}`);
    expect(y).toBeLessThan(PHONE.height);
    for (const name of ['Edit assignees', 'Edit priority']) {
      expect(await top(page, page.getByRole('button', { name }))).toBeLessThan(PHONE.height);
    }
    const state = page.getByRole('button', { name: /^Close issue|^Reopen issue/ }).first();
    expect(await top(page, state)).toBeLessThan(PHONE.height);
    // One compact row per property (name, value, edit button), so that the description starts in the first screen too.
    const details = await page.getByRole('complementary', { name: 'Issue details' }).boundingBox();
    const description = page.getByRole('button', { name: 'Edit description' });
    console.log(
      `phone issue page: details ${Math.round(details!.height)} px tall, "Edit description" at y = ${await top(page, description)}`,
    );
    // Five properties (labels, assignees, priority, relations, inbox), each a compact row of about 33 px
    // (the inbox's is two or three lines of small text on a phone); the stacked sections they replaced took about 63 px each.
    expect(details!.height).toBeLessThan(5 * 45);
    expect(await top(page, description)).toBeLessThan(PHONE.height);
  });

  test('the first issue of the list is in the first screen; the header stays one line; no Shortcuts button', async ({ page }) => {
    await page.goto('/projects/web');
    const firstRow = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first();
    await expect(firstRow).toBeVisible();
    const y = await top(page, firstRow);
    console.log(`phone issue list: first issue row at y = ${y}`);
    expect(y + 40).toBeLessThan(PHONE.height);
    await expect(page.getByRole('button', { name: 'Shortcuts' })).toHaveCount(0);
    const brand = page.getByRole('banner').getByRole('link', { name: 'Triage' });
    const brandBox = await brand.boundingBox();
    const lineHeight = await brand.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(brandBox!.height).toBeLessThanOrEqual(lineHeight + 1);
  });
});

test.describe('a member at a desk', () => {
  test.use({ account: 'member', viewport: DESKTOP });

  test('the sidebar holds the properties and the Shortcuts button is there', async ({ page }) => {
    await page.goto('/projects/web/issues/170');
    const details = page.getByRole('complementary', { name: 'Issue details' });
    await expect(details.getByRole('button', { name: 'Edit labels' })).toBeVisible();
    console.log(`desk issue page: "Edit labels" at y = ${await top(page, details.getByRole('button', { name: 'Edit labels' }))}`);
    await page.goto('/projects/web');
    await expect(page.getByRole('button', { name: 'Shortcuts' })).toBeVisible();
    const firstRow = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first();
    console.log(`desk issue list: first issue row at y = ${await top(page, firstRow)}`);
  });
});
