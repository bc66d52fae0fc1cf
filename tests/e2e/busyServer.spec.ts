// When the server answers "busy" (503 SERVER_BUSY with Retry-After), the app waits and sends the request again
// by itself, and the layout says so in one polite line that goes once the page has its answer. The first
// GraphQL request the page makes is answered 503 in the browser (Playwright's routing); the rest reach the
// real server. The sign-in page is served without the answers it carries (its own and the header's), so that it
// asks /graphql as it does when the server sends it without them.
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { withoutFirstAnswers } from './support/withoutFirstAnswers.ts';

skipWithoutChromium();

test('a busy server: "The server is busy — retrying…" while the page waits, gone once it has loaded', async ({ page }) => {
  let busyAnswers = 0;
  await page.route('**/graphql**', async (route) => {
    if (busyAnswers > 0) return route.continue();
    busyAnswers += 1;
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '2', 'Content-Type': 'application/graphql-response+json; charset=utf-8' },
      body: JSON.stringify({ errors: [{ message: 'The server is busy; try again shortly.', extensions: { code: 'SERVER_BUSY' } }] }),
    });
  });

  await withoutFirstAnswers(page, '**/sign-in');
  await page.goto('/sign-in');
  const notice = page.getByText('The server is busy — retrying…');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(notice).toBeHidden();
  expect(busyAnswers).toBe(1);
});
