// Avatars cost one request per person, not one per picture on the page (issue 15: a list once asked for 28),
// and a page opened next reuses them from the browser's cache. Counted with Chromium's own network events:
// a request "went to the server" unless Chromium says it was served from its memory or disk cache.
import type { CDPSession, Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

interface AvatarTraffic {
  /** Avatar requests that reached the server, by URL. */
  readonly fetched: Map<string, number>;
  /** Avatar requests answered by the browser's cache, by URL. */
  readonly cached: Map<string, number>;
}

async function watchAvatars(page: Page): Promise<AvatarTraffic> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  const traffic: AvatarTraffic = { fetched: new Map(), cached: new Map() };
  const add = (map: Map<string, number>, url: string) => map.set(url, (map.get(url) ?? 0) + 1);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname.startsWith('/avatars/')) urls.set(event.requestId, event.request.url);
  });
  cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache) fromCache.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (url === undefined) return;
    add(fromCache.has(event.requestId) ? traffic.cached : traffic.fetched, url);
  });
  return traffic;
}

/** The distinct avatar pictures the page shows now. */
async function avatarSources(page: Page): Promise<Set<string>> {
  const sources = await page
    .locator('img[src*="/avatars/"]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  return new Set(sources);
}

test.describe('a member', () => {
  test.use({ account: 'member' });

  test('a list asks for each person’s avatar once, and a page loaded next takes them from the cache', async ({ page }) => {
    const traffic = await watchAvatars(page);
    await page.goto('/projects/web');
    await expect(page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first()).toBeVisible();
    // Wait until every avatar on screen has loaded.
    await expect
      .poll(async () =>
        page.locator('img[src*="/avatars/"]').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    const shown = await avatarSources(page);
    expect(shown.size).toBeGreaterThan(1);
    // Every picture shown was fetched. Other tests' workers change this project meanwhile (a row may leave the
    // list after its avatar arrived), so what was fetched may be more than what is shown now, never less.
    await expect.poll(() => [...shown].filter((url) => !traffic.fetched.has(url))).toEqual([]);
    for (const [url, times] of traffic.fetched) expect(times, url).toBe(1);

    // Another page loaded by its address (a new document, so Blink's per-document image cache cannot help)
    // with some of the same people: nothing fetched again, the HTTP cache answers.
    const before = new Map(traffic.fetched);
    await page.goto('/projects/web?q=is:closed');
    await expect(page.getByRole('list', { name: 'Closed issues', exact: true }).locator(':scope > li').first()).toBeVisible();
    const again = [...(await avatarSources(page))].filter((url) => before.has(url));
    expect(again.length).toBeGreaterThan(0);
    for (const url of again) expect(traffic.fetched.get(url), url).toBe(1);
  });
});
