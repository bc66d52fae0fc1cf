// Label chips under "System" (issue 13): the server cannot know the system's scheme, and drew the chips in the light
// palette until the page had hydrated, on a page otherwise dark. Now both palettes come with the page, the dark one
// under `prefers-color-scheme: dark` (labels/useChipColors.ts): the chips are right from the server's first paint.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

// Oldest first: the demo's issues, which have labels (the specs before this one add issues without).
const LIST = `/projects/web?q=${encodeURIComponent('is:open sort:created-asc')}`;

// The pages are looked at before their code runs (some never get it): loads return without waiting for hydration.
test.use({ account: 'member', hydratedLoads: false });

const firstChip = (page: Page) =>
  page
    .getByRole('list', { name: 'Open issues', exact: true })
    .locator(':scope > li')
    .getByRole('list', { name: 'Labels' })
    .getByRole('link')
    .first();
const coloursOf = async (page: Page) => {
  const chip = firstChip(page);
  await expect(chip).toBeVisible();
  return chip.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
};

/** The first chip's colours on a `scheme` system: before hydration (the app's scripts never load), then once hydrated. */
async function coloursBeforeAndAfterHydration(page: Page, scheme: 'dark' | 'light') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(LIST);
  const before = await coloursOf(page);
  await page.unrouteAll();
  await page.goto(LIST);
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  return { before, after: await coloursOf(page) };
}

test('on a dark system, chips are dark before hydration (scripts never load), as after', async ({ page }) => {
  const { before, after } = await coloursBeforeAndAfterHydration(page, 'dark');
  expect(after, 'the chip once hydrated').toEqual(before);
  // And not the light palette: the same chip on a light system.
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await coloursOf(page)).not.toEqual(before);
});

test('on a light system, chips are light before hydration, as after', async ({ page }) => {
  const { before, after } = await coloursBeforeAndAfterHydration(page, 'light');
  expect(after).toEqual(before);
});
