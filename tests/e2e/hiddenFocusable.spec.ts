// No focusable element hidden from screen readers on the first screen of the pages Lighthouse audits.
// (Every test here also checks, through the fixtures, that nothing broke the Content-Security-Policy.)
import { expectNoHiddenFocusableElements } from './support/axe.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { pageTest } from './support/sharedPageTest.ts';

skipWithoutChromium();

// The first screen as Lighthouse audits it: axe's aria-hidden-focus without the exemption the axe checks make for
// Fluent's focus sentinels (support/axe.ts). Fluent puts Tabster's focusable, aria-hidden sentinels under body as
// soon as a Popover, Dialog or Menu trigger mounts; the pages below mount none of them until one is used.
test.describe('no focusable hidden element on the first screen', () => {
  test.use({ account: 'member' });
  for (const width of [1280, 390]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 844 } });
      pageTest('project issues page', async ({ page }) => {
        await page.goto('/projects/web');
        await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Sort:/ })).toBeEnabled();
        await expectNoHiddenFocusableElements(page);
      });
      // The breadcrumb and the comment box's Write / Preview tabs were Fluent's Breadcrumb and TabList, whose
      // Tabster movers put sentinels inside them.
      pageTest('issue page, with the comment box', async ({ page }) => {
        await page.goto('/projects/web/issues/12');
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Web app' })).toBeVisible();
        await expect(page.getByRole('tablist', { name: /write or preview/ }).getByRole('tab', { name: 'Preview' })).toBeVisible();
        await expectNoHiddenFocusableElements(page);
      });
    });
  }
});
