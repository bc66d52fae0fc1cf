// Under forced colours (Windows high contrast): what the app draws itself, beyond what axe checks in that look
// (accessibility.spec.ts). (Every test here also checks, through the fixtures, that nothing broke the
// Content-Security-Policy.)
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { withoutFirstAnswers } from './support/withoutFirstAnswers.ts';

skipWithoutChromium();

test.describe('forced colours (Windows high contrast)', () => {
  test.use({ account: 'member' });

  test('loading placeholders are outlined in the grey text colour and keep still, not solid sweeping blocks', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The page's data is held back, so its placeholders stay on screen while they are looked at: the answer the
    // page would carry inside itself (issue 13's first answers) is taken out, and its requests wait.
    await withoutFirstAnswers(page, '**/projects/web/issues/1');
    await page.route('**/graphql**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/projects/web/issues/1', { waitUntil: 'commit' });
    await expect(page.locator('.fui-Skeleton .fui-SkeletonItem').first()).toBeVisible();
    // Found and read in one step in the page: one placeholder may replace another while the page's code arrives
    // (a locator's evaluate finds the element, then reads it, and a detached element reads as empty styles).
    const look = await page
      .waitForFunction(() => {
        const element = document.querySelector('.fui-Skeleton .fui-SkeletonItem');
        return element && { outline: getComputedStyle(element).outlineStyle, sweep: getComputedStyle(element, '::after').display };
      })
      .then((handle) => handle.jsonValue());
    expect(look).toEqual({ outline: 'solid', sweep: 'none' });
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("priority icons are drawn in the system's text colour, on a light palette as on a dark one", async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.goto('/projects/web?q=is:open+sort:priority-desc');
      const icons = page.getByRole('list', { name: 'Open issues' }).getByRole('img', { name: /^Priority: / });
      await expect(icons.first()).toBeVisible();
      const colours = await icons.evaluateAll((elements) =>
        elements.map((element) => ({ icon: getComputedStyle(element).color, text: getComputedStyle(document.body).color })),
      );
      expect(colours.length).toBeGreaterThan(0);
      for (const { icon, text } of colours) expect(icon, colorScheme).toBe(text);
    }
  });
});
