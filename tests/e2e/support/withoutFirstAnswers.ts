// Since issue 13 a page loaded by its address carries its route query's answer inside itself (the server's first
// answers). Suites that look at a page waiting for the server take that answer out of the document, so the page
// must ask /graphql as it does when the server sends it without one (its time budget ran out). Such a page is not
// rendered on the server either (the render draws from that answer), so its rendered root is emptied too.
import type { Page } from '@playwright/test';

const FIRST_ANSWERS = /<script type="application\/json" id="triage-first-answers">[\s\S]*?<\/script>/;
const RENDERED_ROOT = /<div id="root" data-theme-preference="[a-z]*">[\s\S]*?<\/div>(?=\s*<noscript>)/;

/** Serves the page at `path` (a glob, e.g. `**\/projects/web/issues/1`) without the answer it would carry. */
export async function withoutFirstAnswers(page: Page, path: string): Promise<void> {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(FIRST_ANSWERS, '').replace(RENDERED_ROOT, '<div id="root"></div>');
    // The body is sent decoded and shorter: the original encoding and length no longer describe it.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
    );
    await route.fulfill({ status: response.status(), headers, body });
  });
}
