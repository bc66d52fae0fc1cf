// The first query's answer comes with the page (src/server/http/pageAnswers.ts, src/client/relay/firstAnswers.ts):
// opening the project's issue list or an issue page sends no /graphql request for the page's own query; the
// answer is used once, and the next search of the list asks the server as before.
import type { Request } from '@playwright/test';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../src/shared/firstQueries.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

test.use({ account: 'member' });

/** The operation a /graphql request names (POST body or GET address), or null for any other request. */
function operationOf(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') return url.searchParams.get('operationName');
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' && body !== null && 'operationName' in body ? String(body.operationName) : '';
}

test("the issue list's rows come with the page; the next search asks the server", async ({ page }) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = operationOf(request);
    if (operation !== null) operations.push(operation);
  });
  await page.goto('/projects/web');
  await expect(page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li').first()).toBeVisible();
  expect(operations).not.toContain('ProjectIssuesPageQuery');
  // Taken from the page once: the element is gone.
  await expect(page.locator(`#${FIRST_ANSWERS_ELEMENT_ID}`)).toHaveCount(0);
  // The header's query came with the page too (the account is drawn with it).
  expect(operations).not.toContain('HeaderAccountQuery');

  // Another search of the same page is another set of variables: asked of the server.
  const closed = page.waitForRequest((request) => operationOf(request) === 'ProjectIssuesPageQuery');
  await page.getByRole('tab', { name: /Closed/ }).click();
  await closed;
  await expect(page.getByRole('list', { name: 'Closed issues', exact: true }).locator(':scope > li').first()).toBeVisible();
});

test("the issue page's first screen comes with the page", async ({ page }) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = operationOf(request);
    if (operation !== null) operations.push(operation);
  });
  await page.goto('/projects/web/issues/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  expect(operations).not.toContain('IssuePageQuery');
});
