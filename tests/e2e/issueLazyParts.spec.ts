// A part of the issue page whose code loads after the page (the comment box) and cannot be loaded stays in its
// place (ui/DeferredPart.tsx): the page keeps working, the part says so with a Retry, and Retry loads it once the
// code can be fetched. Before, the failed load went to the page's error boundary: "Something went wrong" for the
// whole page.
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();
test.use({ account: 'member' });

const ISSUE = '/projects/web/issues/12';
const COMMENT_BOX_CHUNK = /\/assets\/IssueCommentBox-[^/]*\.js$/;

test("the comment box's code failing to load leaves the page, with a Retry that loads it", async ({ page }) => {
  let refused = 0;
  await page.route(COMMENT_BOX_CHUNK, async (route) => {
    refused += 1;
    await route.abort();
  });
  await page.goto(ISSUE);
  const failure = page.getByRole('alert').filter({ hasText: 'The comment box could not be loaded' });
  await expect(failure).toBeVisible();
  expect(refused, 'the chunk was asked for').toBeGreaterThan(0);
  // The rest of the page is there and works.
  await expect(page.getByRole('heading', { level: 1, name: 'Remove the API rate limit for new users' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit title' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.unroute(COMMENT_BOX_CHUNK);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Comment', exact: true })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
