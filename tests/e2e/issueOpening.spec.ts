// Opening an issue from the list (issue 22 item 4): the issue's title, number and state are on screen before the
// server has answered the issue page's query, from what the list put in the store; the rest of the page follows.
// The query's answers are held back (Playwright routes) to look at that moment: in light, dark and forced colours
// at 1280 and 390 px (screenshots in the test's output folder), and with axe. An address loaded directly without
// the answer the page usually carries still waits for the server and shows the same page.
import type { Page } from '@playwright/test';
import IssuePageQuery from '../../__generated__/IssuePageQuery.graphql.ts';
import { THEME_STORAGE_KEY } from '../../src/client/shell/themePreference.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { LOOKS } from './support/looks.ts';
import { withoutFirstAnswers } from './support/withoutFirstAnswers.ts';

skipWithoutChromium();
test.use({ account: 'member' });

const ISSUE_PAGE_QUERY_ID = IssuePageQuery.params.id ?? '';

/** Holds back every answer to the issue page's query until the function returned is called. */
async function holdIssuePageAnswers(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql*', async (route) => {
    const request = route.request();
    if (`${request.url()} ${request.postData() ?? ''}`.includes(ISSUE_PAGE_QUERY_ID)) await released;
    await route.fallback();
  });
  return release;
}

test('an issue opened from the list shows its title, number and state before the server answers, in every look', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(ISSUE_PAGE_QUERY_ID).not.toBe('');
  await page.goto('/projects/web');
  for (const look of LOOKS) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      look === 'dark' ? 'dark' : 'light',
    ] as const);
    await page.emulateMedia({ forcedColors: look === 'forced' ? 'active' : 'none' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/projects/web');
      const release = await holdIssuePageAnswers(page);
      const link = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first().getByRole('link').first();
      const title = (await link.textContent())?.trim() ?? '';
      const number = (await link.getAttribute('href'))?.split('/').at(-1) ?? '';
      await link.click();

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${title} #${number}`);
      await expect(main.getByText('Open', { exact: true })).toBeVisible();
      await expect(main.getByLabel('Loading the issue')).toBeVisible();
      await expect(main.getByRole('region', { name: 'Description' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`opening-${look}-${width}.png`) });
      if (look !== 'forced' && width === 1280) await expectNoAxeViolations(page);

      release();
      await expect(main.getByRole('region', { name: 'Description' })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${title} #${number}`);
      await expect(main.getByLabel('Loading the issue')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`opened-${look}-${width}.png`) });
      await page.unrouteAll({ behavior: 'wait' });
    }
  }
  await page.emulateMedia({ forcedColors: 'none' });
});

test('an issue loaded by its address without its answer inside waits for the server and shows the whole page', async ({ page }) => {
  // The page usually carries its answer (issue 13: firstAnswers.spec); without it (the server's budget ran out) it asks.
  await withoutFirstAnswers(page, '**/projects/web/issues/12');
  const release = await holdIssuePageAnswers(page);
  await page.goto('/projects/web/issues/12', { waitUntil: 'commit' });
  // Nothing of the issue is known before the answer: the page's skeleton, no heading of another issue.
  await expect(page.getByLabel('Loading issue')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/ #12$/);
  await expect(page.getByRole('main').getByRole('region', { name: 'Description' })).toBeVisible();
});

test("the issue page's code is fetched while the list sits idle, before any issue is opened", async ({ page }) => {
  // What came over the network, not from the cache: the list prefetches the chunk, and opening an issue then
  // reads it from the browser's cache (issueList/useIssuePageCodeOnIntent.ts).
  const fromNetwork: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!/\/assets\/IssuePage-[^/]*\.js$/.test(new URL(response.url).pathname)) return;
    if (!response.fromDiskCache && !response.fromPrefetchCache) fromNetwork.push(response.url);
  });
  await page.goto('/projects/web');
  const firstRow = page.getByRole('list', { name: 'Open issues' }).getByRole('link').first();
  await expect(firstRow).toBeVisible();
  // Nothing was hovered, focused or clicked: the list asked for the code by itself.
  await expect.poll(() => fromNetwork.length).toBe(1);
  await expect(page).toHaveURL(/\/projects\/web$/);

  await firstRow.click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Opening the issue asked the server for it no more.
  expect(fromNetwork).toHaveLength(1);
});
