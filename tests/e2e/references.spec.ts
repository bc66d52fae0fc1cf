// References in Markdown (issue 17, "References") in a real browser: a comment that writes `#N` and `@login`
// shows a link to the issue and a mention, the link's card shows the issue's title on keyboard focus, and the
// link leads to the issue, whose timeline shows the back-link. Screenshots of the card at phone and desktop widths, light and dark, are attached.
import { THEME_STORAGE_KEY } from '../../src/client/shell/themePreference.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { createIssue, unique } from './support/newIssue.ts';

skipWithoutChromium();

test.describe('references', () => {
  test.use({ account: 'member' });

  test('a comment with #N and @login links the issue, whose card shows its title on focus', async ({ page }, testInfo) => {
    // Four reloads for the screenshots, on a shared two-core machine.
    test.setTimeout(120_000);
    const targetTitle = `Referenced target ${unique()}`;
    const target = await createIssue(page, targetTitle);
    const sourceTitle = `Refers ${unique()}`;
    const source = await createIssue(page, sourceTitle);

    await page.getByRole('textbox', { name: 'Add a comment' }).fill(`Blocked by #${target.number}, see \`#${target.number}\`; @ada knows.`);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();

    const activity = page.getByRole('list', { name: 'Activity' });
    const link = activity.getByRole('link', { name: `#${target.number}`, exact: true });
    await expect(link).toHaveAttribute('href', target.path);
    // The code span stays code, and the mention is there.
    await expect(activity.locator('code', { hasText: `#${target.number}` })).toBeVisible();
    await expect(activity.getByText('@ada', { exact: true })).toBeVisible();

    // Reached with the keyboard (Fluent shows a card on keyboard focus, not on a script's focus).
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const card = page.getByRole('tooltip');
    await expect(card).toContainText(targetTitle);
    await expect(card).toContainText('Open');

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.reload();
        await expect(link).toBeVisible();
        await link.scrollIntoViewIfNeeded();
        await link.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('tooltip')).toContainText(targetTitle);
        const name = `reference-card-${theme}-${width}.png`;
        await page.screenshot({ path: testInfo.outputPath(name) });
        await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
      }
    }

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(targetTitle);
    // The target's timeline has the back-link to the issue whose comment refers to it.
    const backLink = page.getByRole('list', { name: 'Activity' }).getByText(/mentioned this in a comment on/);
    await expect(backLink).toContainText(`web#${source.number} ${sourceTitle}`);
  });
});
