// Pages kept open from one test to the next, for tests that only load a page by its address and look at it
// (accessibility.spec.ts: every page in every look at two widths). Each test still loads its page afresh
// (`page.goto`: a new document, its own server render and data), but in a browser context opened once per set
// of options (account, theme, forced colours, width) rather than once per test: a new context costs its start,
// a new renderer and a first download and compile of the whole client, several times the page's own load.
// Tests that type into forms or change media emulation keep Playwright's own fresh page: what they leave
// behind (drafts, emulation) would carry over.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { forgetPageProblems, watchPageProblems, type PageProblems } from './pageProblems.ts';

/** The context options that decide a shared page (the same as Playwright's own context for the test gets). */
export interface SharedPageOptions extends BrowserContextOptions {
  /** Playwright's `actionTimeout` and `navigationTimeout` options, applied to the context as Playwright does. */
  readonly actionTimeout: number;
  readonly navigationTimeout: number;
}

export interface SharedPage {
  readonly page: Page;
  /** What the page reported since the test that is given it began (forgotten at each handover). */
  readonly problems: PageProblems;
}

export class SharedPages {
  private readonly opened = new Map<string, Promise<{ context: BrowserContext; shared: SharedPage }>>();

  constructor(private readonly browser: Browser) {}

  /** The page for these options, opened by the first test that needs it; what it recorded before is forgotten. */
  async page(options: SharedPageOptions): Promise<SharedPage> {
    const key = JSON.stringify(options);
    let opening = this.opened.get(key);
    if (opening === undefined) {
      opening = this.open(options);
      this.opened.set(key, opening);
      opening.catch(() => this.opened.delete(key));
    }
    const { shared } = await opening;
    forgetPageProblems(shared.problems);
    return shared;
  }

  private async open({ actionTimeout, navigationTimeout, ...contextOptions }: SharedPageOptions) {
    const context = await this.browser.newContext(contextOptions);
    context.setDefaultTimeout(actionTimeout);
    context.setDefaultNavigationTimeout(navigationTimeout);
    const page = await context.newPage();
    const problems = await watchPageProblems(page);
    return { context, shared: { page, problems } };
  }

  async close(): Promise<void> {
    const opened = await Promise.allSettled(this.opened.values());
    this.opened.clear();
    for (const result of opened) if (result.status === 'fulfilled') await result.value.context.close();
  }
}
