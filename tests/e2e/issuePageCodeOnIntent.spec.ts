// The issue list's load runs none of the issue page's code (src/client/issueList/useIssuePageCodeOnIntent.ts): the server has the
// browser prefetch its chunks (src/server/http/pagePreloads.ts), which neither compiles nor runs them, and the
// list runs them once a person moves toward an issue, a pointer over its link or the focus on it. Which scripts
// V8 has compiled is asked of the page itself (the DevTools protocol's Debugger.scriptParsed, which lists every
// script compiled so far when the debugger is turned on): a module never compiled has not run.
import type { CDPSession, Page } from '@playwright/test';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();
test.use({ account: 'member' });

const ISSUE_PAGE_CHUNK = /\/assets\/IssuePage-[^/]+\.js$/;

/** The URLs of the scripts V8 has compiled in the page so far. */
async function compiledScripts(cdp: CDPSession): Promise<string[]> {
  const urls: string[] = [];
  const record = (event: { url: string }) => urls.push(event.url);
  cdp.on('Debugger.scriptParsed', record);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.disable');
  cdp.off('Debugger.scriptParsed', record);
  return urls;
}

/** The list, hydrated, once the issue page's chunk has arrived and the browser has had an idle moment since. */
async function openListAndSettle(page: Page): Promise<CDPSession> {
  await page.goto('/projects/web');
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  await page.waitForFunction(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    ISSUE_PAGE_CHUNK.source,
  );
  // Where the list fetched the code when idle (before this change), it ran it then: give it that moment.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  return page.context().newCDPSession(page);
}

const firstIssueLink = (page: Page) =>
  page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first().getByRole('link').first();

test('the list runs none of the issue page’s code at load, runs it on a pointer over an issue, and the issue opens', async ({ page }) => {
  const cdp = await openListAndSettle(page);
  const atLoad = await compiledScripts(cdp);
  expect(
    atLoad.filter((url) => ISSUE_PAGE_CHUNK.test(url)),
    'the issue page’s chunk compiled at load',
  ).toEqual([]);
  // Prefetched, not compiled (the other chunks it prefetches are shared with the list's own lazy parts, its menus,
  // which may load them).
  const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(prefetched.some((href) => ISSUE_PAGE_CHUNK.test(href))).toBe(true);

  await firstIssueLink(page).hover();
  await expect.poll(async () => (await compiledScripts(cdp)).some((url) => ISSUE_PAGE_CHUNK.test(url))).toBe(true);

  const title = (await firstIssueLink(page).textContent()) ?? '';
  await firstIssueLink(page).click();
  await expect(page.locator('main h1')).toContainText(title);
});

test('moving through the list with j runs the issue page’s code, and Enter opens the issue', async ({ page }) => {
  const cdp = await openListAndSettle(page);
  expect((await compiledScripts(cdp)).some((url) => ISSUE_PAGE_CHUNK.test(url))).toBe(false);

  await page.keyboard.press('j');
  await expect(firstIssueLink(page)).toBeFocused();
  await expect.poll(async () => (await compiledScripts(cdp)).some((url) => ISSUE_PAGE_CHUNK.test(url))).toBe(true);

  const title = (await firstIssueLink(page).textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toContainText(title);
});
