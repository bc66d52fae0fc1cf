// A page whose header answer missed the server's time budget (src/server/http/pageAnswers.ts) comes with the page's
// own answer alone, and the server draws the header's account as its placeholder. Under load the browser's own
// request for the account was then answered before hydration began, the browser drew the account in its first
// render, and React threw the server's page away (error #418) to draw it all again in one long task. Here that
// page is the server's own render (the built client's `.ssr` bundle, as the server calls it) from the answers less
// the header's, and the page's code is held until the browser's account answer has arrived: the case made certain
// rather than left to the machine's load.
import type { Request } from '@playwright/test';
import HeaderAccountQueryNode from '../../__generated__/HeaderAccountQuery.graphql.ts';
import { loadFirstScreenRenderer } from '../../src/server/http/firstScreen.ts';
import type { FirstAnswer } from '../../src/server/http/pageAnswers.ts';
import { FIRST_ANSWERS_ELEMENT_ID } from '../../src/shared/firstQueries.ts';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';
import { CLIENT_DIR_VARIABLE, setupVariable } from './support/server.ts';

skipWithoutChromium();

test.use({ account: 'member' });

const PATH = '/projects/web';
const ANSWERS = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([\\s\\S]*?)</script>`);
const RENDERED_ROOT = /(<div id="root" data-theme-preference="[a-z]*">)[\s\S]*?<\/div>(?=\s*<noscript>)/;
const PAGE_STYLES =
  /<style [^>]*data-make-styles-bucket[^>]*>[^<]*<\/style>(?:\s*<style [^>]*data-make-styles-bucket[^>]*>[^<]*<\/style>)*/;

/** Whether `request` is the browser's own /graphql request for the header's account. */
function isAccountRequest(request: Request): boolean {
  if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return false;
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' && body !== null && 'operationName' in body && body.operationName === 'HeaderAccountQuery';
}

test("a page drawn without the header's answer hydrates without a mismatch, then shows the account", async ({ page }) => {
  const render = loadFirstScreenRenderer(setupVariable(CLIENT_DIR_VARIABLE));
  if (!render) throw new Error('The built client has no server render (.ssr/serverEntry.js).');
  const headerId = HeaderAccountQueryNode.params.id;

  // The page as the server sends it when the header's answer is late: drawn from the page's answer alone.
  let headerLeftOut = false;
  await page.route(`**${PATH}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const inlined = ANSWERS.exec(html)?.[1];
    const styles = PAGE_STYLES.exec(html)?.[0];
    if (inlined === undefined || styles === undefined) throw new Error('The page came without its answers or styles.');
    const answers = (JSON.parse(inlined) as FirstAnswer[]).filter((answer) => answer.id !== headerId);
    headerLeftOut = answers.length === 1;
    const screen = await render({ url: PATH, answers, cookies: route.request().headers().cookie ?? '', pageStyles: styles });
    if (!screen) throw new Error('The server could not render the page from its own answer.');
    const body = html
      .replace(styles, () => screen.styles)
      .replace(RENDERED_ROOT, (_match, open: string) => `${open}${screen.root}</div>`)
      .replace(ANSWERS, () => `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${JSON.stringify(answers)}</script>`);
    // The body is sent decoded: the original encoding and length no longer describe it.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
    );
    await route.fulfill({ status: response.status(), headers, body });
  });

  // The page's code waits for the browser's own account answer, as it does on a busy machine.
  const accountAnswered = page.waitForEvent('requestfinished', { predicate: isAccountRequest, timeout: 30_000 });
  await page.route('**/assets/ProjectIssuesPage-*.js', async (route) => {
    await accountAnswered;
    await route.continue();
  });

  // The server's list, noted as soon as the document is parsed (before any of the app's code runs).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, { serverList: document.querySelector('main ul') });
    });
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(error.message));

  // Returns once the page is hydrated (the suites' goto waits for <html data-hydrated>).
  await page.goto(PATH);
  expect(headerLeftOut).toBe(true);
  expect(reported.filter((text) => /#418|hydrat|did(?:n't| not) match/i.test(text))).toEqual([]);
  // Hydrated, not drawn afresh: the list is the very element the server sent.
  expect(await page.evaluate(() => (window as unknown as { serverList: Element | null }).serverList?.isConnected)).toBe(true);
  expect(await page.evaluate(() => document.querySelector('main ul') === (window as unknown as { serverList: Element }).serverList)).toBe(
    true,
  );
  // And the account, which the server drew as its placeholder, follows.
  await expect(userMenuButton(page, 'member')).toBeVisible();
});
