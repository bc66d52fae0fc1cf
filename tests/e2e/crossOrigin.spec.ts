// Another origin on the same site cannot act as the signed-in user. Two host names are mapped to 127.0.0.1 in
// Chromium: the member signs in to Triage at http://triage.corp.test:<port>, then opens a page served from
// http://blog.corp.test:<other port> — another origin of the same site, so the SameSite=Lax session cookie is
// sent with its requests. That page can neither read a private issue nor write a comment; the same requests
// from Triage's own origin work (so the test would see a hole if there were one).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import addCommentMutation from '../../__generated__/useAddCommentMutation.graphql.ts';
import issuePageQuery from '../../__generated__/IssuePageQuery.graphql.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { expect, signIn, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

interface Attempt {
  readonly ok: boolean;
  readonly status?: number;
  readonly text?: string;
  readonly error?: string;
}

/** What the page's script sends (plain data: it crosses into the page). */
interface Sent {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Runs a credentialed request from the page's own origin: what a script on that page could do. */
function requestFrom(page: Page, url: string, init: Sent): Promise<Attempt> {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, { ...init, credentials: 'include' });
        const text = response.type === 'opaque' ? '' : await response.text();
        return { ok: true, status: response.status, text };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    },
    { url, init },
  );
}

test('a page of another origin on the same site can neither read nor write as the signed-in member', async ({ triageServer }) => {
  const port = new URL(triageServer.url).port;
  const app = `http://triage.corp.test:${port}`;
  // The other origin: a page of its own, and nothing else.
  const blog = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Blog</title><p>Hello'));
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  const blogUrl = `http://blog.corp.test:${(blog.address() as AddressInfo).port}/`;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.corp.test 127.0.0.1'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app}/sign-in`);
    await signIn(page, 'member');
    await expect(userMenuButton(page, 'member')).toBeVisible();

    const graphql = `${app}/graphql`;
    const readIssue = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
      body: JSON.stringify({ doc_id: issuePageQuery.params.id, variables: { slug: 'mobile', number: 1 } }),
    };

    // From Triage's own origin the member reads the private issue: the request itself is sound.
    const own = await requestFrom(page, graphql, readIssue);
    expect(own.status).toBe(200);
    const issue = (JSON.parse(own.text ?? '{}') as { data: { project: { issue: { id: string; title: string } } } }).data.project.issue;
    expect(issue.title).not.toBe('');

    const other = await context.newPage();
    await other.goto(blogUrl);

    // Reading: the preflight gets no CORS answer, so the browser refuses the request.
    const read = await requestFrom(other, graphql, readIssue);
    expect(read.ok, JSON.stringify(read)).toBe(false);

    // Writing with the CSRF header: refused at the preflight, nothing sent.
    const marker = `cross-origin ${Date.now()}`;
    const comment = JSON.stringify({ doc_id: addCommentMutation.params.id, variables: { input: { issueId: issue.id, body: marker } } });
    const withHeader = await requestFrom(other, graphql, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
      body: comment,
    });
    expect(withHeader.ok).toBe(false);

    // Nothing was written: the issue, read again from Triage's own origin, has no such comment.
    await page.goto(`${app}/projects/mobile/issues/1`);
    await expect(page.getByRole('heading', { level: 1, name: issue.title })).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);

    // And the app itself still writes from its own origin.
    const written = await requestFrom(page, graphql, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Triage-CSRF': '1' },
      body: comment,
    });
    expect(written.status).toBe(200);
    await page.reload();
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => blog.close(() => resolve()));
  }
});
