// Two tabs of one person at the live-stream limit (issue 17), in a real browser against a server whose limit is
// two streams per person (TRIAGE_LIVE_STREAMS_PER_USER=2: one tab's worth, the header's inbox count and the
// issue). The newer tab takes the streams over; the older one, in the background, waits ("Reconnecting…")
// without asking again; brought back into view it reconnects, catches up (the comment made meanwhile, the
// unread count) and pushes the other, now in the background, out in its turn, which waits too: no loop.
//
// Headless Chromium reports every tab as visible, so each page's `document.visibilityState` is driven by the
// test (an init script), as switching tabs would drive it; the client and the server are the real ones.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

// At the top of the file: a worker option (a server of this file's own).
test.use({ serverEnv: { TRIAGE_LIVE_STREAMS_PER_USER: '2' } });

/** Makes the page's visibility the test's to set: `__triageSetVisibility('hidden')` as a tab switch would. */
async function drivenVisibility(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state === 'hidden' });
    Object.assign(window, {
      __triageSetVisibility: (next: DocumentVisibilityState) => {
        state = next;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
}

const setVisibility = (page: Page, state: DocumentVisibilityState) =>
  page.evaluate((next) => (window as unknown as { __triageSetVisibility: (s: string) => void }).__triageSetVisibility(next), state);

/** Counts the live streams the page opens (subscriptions: POSTs asking for `text/event-stream`). */
function countStreams(page: Page): { readonly opened: number } {
  const counter = { opened: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/graphql') && request.headers()['accept']?.includes('text/event-stream'))
      counter.opened += 1;
  });
  return counter;
}

const live = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('status')
    .filter({ hasText: /^(Live|Reconnecting…|Connecting…)$/ });
const inboxLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Inbox(, \d+ unread)?$/ });
const unreadOf = async (page: Page) => Number(/(\d+) unread/.exec((await inboxLink(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const activity = (page: Page) => page.getByRole('list', { name: 'Activity' });

test.describe('two tabs of one person at the live-stream limit', () => {
  test.use({ account: 'member' });

  test('the newest tab takes over; the older waits in the background and takes over again when looked at', async ({
    page: older,
    context,
    browser,
    baseURL,
    sessions,
  }) => {
    test.setTimeout(120_000);
    const title = `Two tabs ${randomBytes(4).toString('hex')}`;
    await drivenVisibility(older);
    const olderStreams = countStreams(older);
    await older.goto('/projects/web/issues/new');
    await older.getByRole('textbox', { name: 'Title' }).fill(title);
    await older.getByRole('button', { name: 'Create issue' }).click();
    await expect(older).toHaveURL(/\/projects\/web\/issues\/\d+$/);
    const path = new URL(older.url()).pathname;
    await expect(live(older)).toHaveText('Live');

    // The person switches to a new tab on the same issue: the older one goes to the background first.
    await setVisibility(older, 'hidden');
    const newer = await context.newPage();
    await drivenVisibility(newer);
    const newerStreams = countStreams(newer);
    await newer.goto(path);
    await expect(live(newer)).toHaveText('Live');
    await expect(live(older)).toHaveText('Reconnecting…');
    const olderBefore = olderStreams.opened;

    // Someone else mentions the person meanwhile: the tab in view hears it, the one in the background does not ask.
    const admin = await browser.newContext({ baseURL, storageState: await sessions.stateFor('admin') });
    try {
      const adminPage = await admin.newPage();
      await adminPage.goto(path);
      const unreadBefore = await unreadOf(newer);
      await adminPage.getByRole('textbox', { name: 'Add a comment' }).fill('@member made while the first tab was away');
      await adminPage.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(activity(newer)).toContainText('made while the first tab was away');
      await expect(inboxLink(newer)).toHaveAccessibleName(`Inbox, ${unreadBefore + 1} unread`);
      // (A new issue with no comment has no Activity list yet: the older tab has none.)
      await expect(older.getByText('made while the first tab was away')).toHaveCount(0);
      await expect(live(older)).toHaveText('Reconnecting…');
      expect(olderStreams.opened, 'the tab in the background waited').toBe(olderBefore);

      // Back to the first tab: it reconnects and catches up; the other, now in the background, waits in turn.
      const newerBefore = newerStreams.opened;
      await setVisibility(newer, 'hidden');
      await setVisibility(older, 'visible');
      await expect(live(older)).toHaveText('Live');
      await expect(activity(older)).toContainText('made while the first tab was away');
      await expect(inboxLink(older)).toHaveAccessibleName(`Inbox, ${unreadBefore + 1} unread`);
      await expect(live(newer)).toHaveText('Reconnecting…');

      // Live again in the first tab, and nobody keeps pushing anybody out: a second comment arrives there while
      // neither tab opened a stream more than the two it took back.
      await adminPage.getByRole('textbox', { name: 'Add a comment' }).fill('@member heard by the first tab again');
      await adminPage.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect(activity(older)).toContainText('heard by the first tab again');
      await expect(inboxLink(older)).toHaveAccessibleName(/^Inbox, \d+ unread$/);
      expect(olderStreams.opened - olderBefore, 'the first tab opened its two streams once').toBe(2);
      expect(newerStreams.opened, 'the tab now in the background waits').toBe(newerBefore);
      await expect(live(older)).toHaveText('Live');
      await expect(live(newer)).toHaveText('Reconnecting…');
    } finally {
      await admin.close();
    }
  });
});
