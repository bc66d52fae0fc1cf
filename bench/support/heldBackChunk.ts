// The held-back check of preloading: the route's chunk delayed by Playwright, the page's query (or its answer
// inside the page) timed against it.
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROMIUM, type Page } from './lighthousePages.ts';
import { ms } from './stats.ts';

/**
 * The decisive check: the route's chunk is held back `holdMs` by Playwright, and the page's query must
 * still go out at once (the loader does not wait for the page's code), and be answered before the code.
 */
export async function preloadWithSlowChunk(
  url: string,
  cookie: string | undefined,
  page: Page,
  names: Map<string, string>,
  holdMs: number,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const context = await browser.newContext();
    if (cookie !== undefined) {
      const [cookieName, ...rest] = cookie.split('=');
      await context.addCookies([{ name: cookieName ?? '', value: rest.join('='), url }]);
    }
    const tab = await context.newPage();
    const t0 = performance.now();
    const at = () => performance.now() - t0;
    const times: { chunkRequested?: number; chunkFinished?: number; querySent?: number; queryAnswered?: number } = {};
    const chunk = new RegExp(`/assets/${page.chunkName}-[\\w-]+\\.js$`);
    const isQuery = (request: { url(): string; postData(): string | null }) => {
      if (!request.url().endsWith('/graphql')) return false;
      const docId = (JSON.parse(request.postData() ?? '{}') as { doc_id?: string }).doc_id;
      return docId !== undefined && names.get(docId) === page.query;
    };
    await tab.route(chunk, async (route) => {
      times.chunkRequested ??= at();
      await sleep(holdMs);
      await route.continue();
    });
    tab.on('request', (request) => {
      if (isQuery(request)) times.querySent ??= at();
    });
    tab.on('requestfinished', (request) => {
      if (chunk.test(request.url())) times.chunkFinished ??= at();
      if (isQuery(request)) times.queryAnswered ??= at();
    });
    // Not `networkidle`: the page's live-updates stream stays open. Wait for the query's answer instead.
    const documentResponse = await tab.goto(`${url}${page.path}`, { waitUntil: 'load', timeout: 60_000 });
    const answeredInPage = (await documentResponse?.text())?.includes('id="triage-first-answers"') ?? false;
    if (!answeredInPage) await tab.waitForResponse((response) => isQuery(response.request()), { timeout: 30_000 }).catch(() => undefined);
    await tab.waitForLoadState('domcontentloaded');
    await sleep(holdMs + 500);
    const { chunkRequested, chunkFinished, querySent, queryAnswered } = times;
    if (answeredInPage && querySent === undefined) {
      console.log(
        `  preloading, ${page.name}, with the ${page.chunkName} chunk held back ${holdMs} ms (Playwright): ${page.query}'s answer came inside the page (no request), chunk requested at ${ms(chunkRequested ?? NaN)} ms and finished at ${ms(chunkFinished ?? NaN)} ms: the data was there before any code.`,
      );
      return;
    }
    if (chunkRequested === undefined || chunkFinished === undefined || querySent === undefined || queryAnswered === undefined) {
      console.log(`  preloading, ${page.name}, route chunk held back ${holdMs} ms: incomplete (${JSON.stringify(times)})`);
      return;
    }
    const verdict = queryAnswered < chunkFinished ? 'preloaded: the data was there before the code' : 'NOT preloaded';
    console.log(
      `  preloading, ${page.name}, with the ${page.chunkName} chunk held back ${holdMs} ms (Playwright): chunk requested at ${ms(chunkRequested)} ms, ${page.query} sent at ${ms(querySent)} ms and answered at ${ms(queryAnswered)} ms, chunk finished at ${ms(chunkFinished)} ms: ${verdict}.`,
    );
  } finally {
    await browser.close();
  }
}
