// Label chips lead to the list (issue 22 item 13): a chip on a row of the issue list, or in an issue's Labels,
// opens the project's open issues with that label, and so does a label's count on the labels page. At 1280 and
// 390 px, light and dark (screenshots in the test's output folder), with axe over the list the chip led to. Chips
// take their colours per theme (labels/labelColor.ts): the label's colour on a light page, dimmed on a dark one.
import { labelIssuesPath } from '../../src/client/paths.ts';
import { THEME_STORAGE_KEY } from '../../src/client/shell/themePreference.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();
test.use({ account: 'member' });

// Oldest first: the demo's issues, which have labels. Newest first, the suites before this one (on the same server)
// can fill the whole first page with issues of their own that have none.
const OLDEST_OPEN = `/projects/web?q=${encodeURIComponent('is:open sort:created-asc')}`;

test("a row's label chip opens the project's open issues with that label", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto(OLDEST_OPEN);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(OLDEST_OPEN);
      const list = page.getByRole('list', { name: 'Open issues', exact: true });
      const chip = list.locator(':scope > li').getByRole('list', { name: 'Labels' }).getByRole('link').first();
      const name = ((await chip.textContent()) ?? '').trim();
      await chip.click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === labelIssuesPath('web', name));
      const rows = list.locator(':scope > li');
      await expect(rows.first()).toBeVisible();
      for (const row of (await rows.all()).slice(0, 5)) {
        await expect(row.getByRole('list', { name: 'Labels' }).getByRole('link', { name, exact: true })).toBeVisible();
      }
      await page.screenshot({ path: testInfo.outputPath(`label-list-${theme}-${width}.png`) });
      if (width === 1280) await expectNoAxeViolations(page);
    }
  }
});

test("an issue's label chip opens the project's open issues with that label", async ({ page }) => {
  await page.goto('/projects/web/issues/12');
  const chip = page.getByRole('complementary', { name: 'Issue details' }).getByRole('list', { name: 'Labels' }).getByRole('link').first();
  const name = ((await chip.textContent()) ?? '').trim();
  await chip.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === labelIssuesPath('web', name));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Web app');
  await expect(
    page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first().getByRole('link', { name, exact: true }),
  ).toBeVisible();
});

test("the labels page: each label's open issues lead to the list, as many there; chips in every look", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const looks = [
    { theme: 'light', forced: false },
    { theme: 'dark', forced: false },
    { theme: 'dark', forced: true },
  ] as const;
  await page.goto('/projects/web/labels');
  for (const { theme, forced } of looks) {
    const look = forced ? 'forced' : theme;
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
    await page.emulateMedia({ forcedColors: forced ? 'active' : 'none' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/projects/web/labels');
      const count = page.getByRole('link', { name: /^\d+ open issues? with the label bug$/ });
      await expect(count).toBeVisible();
      // The bug label (d73a4a) is itself on a light page and dimmed into a dark one, its name lightened to read.
      const chip = page.getByRole('list', { name: 'Labels' }).getByText('bug', { exact: true });
      if (!forced) {
        await expect(chip).toHaveCSS('background-color', theme === 'light' ? 'rgb(215, 58, 74)' : 'rgb(85, 45, 49)');
      }
      await page.screenshot({ path: testInfo.outputPath(`labels-${look}-${width}.png`), fullPage: true });
      if (width === 1280 && !forced) await expectNoAxeViolations(page);
    }
  }
  await page.emulateMedia({ forcedColors: 'none' });
  const link = page.getByRole('link', { name: /^\d+ open issues? with the label bug$/ });
  const shown = Number(((await link.textContent()) ?? '').match(/^\d+/)?.[0]);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === labelIssuesPath('web', 'bug'));
  await expect(page.getByRole('tab', { name: `Open ${shown}` })).toBeVisible();
});
