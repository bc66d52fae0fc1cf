// A page the server rendered comes with its Griffel <style> elements: index.html's Fluent rules and the render's own
// (src/server/http/firstScreen.ts). The browser's renderer starts knowing each of their rules
// (src/client/pageStyleRenderer.ts), so hydration inserts none of them again (a second copy goes at the end of its
// bucket, where it can beat the app's own rules), and Griffel's own rehydration, which compiles every rule of them
// again with stylis inside hydration's first render, does not run.
import { forEachGriffelRule } from '../../src/client/griffelRules.ts';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

test.use({ account: 'member' });

interface Watched {
  /** The rules inserted into Griffel's elements since the page began. */
  inserted: string[];
  /** How often the document was asked for all Griffel elements the way Griffel's rehydration asks for them. */
  rehydrations: number;
}

const PAGES = [
  ['issue list', '/projects/web?state=open'],
  ['issue page', '/projects/web/issues/12'],
] as const;

for (const [name, path] of PAGES) {
  test(`hydrating the ${name} inserts no Griffel rule the page came with, and reads none again`, async ({ page }) => {
    await page.addInitScript(() => {
      const watched: Watched = { inserted: [], rehydrations: 0 };
      Object.assign(window, { watchedStyles: watched });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        if (this.ownerNode instanceof HTMLStyleElement && this.ownerNode.hasAttribute('data-make-styles-bucket'))
          watched.inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
      // @griffel/core's rehydrateRendererCache starts with this query on the document it is given (the page's, unless
      // it is given another: AppProviders gives it an empty one).
      const querySelectorAll = Document.prototype.querySelectorAll;
      Document.prototype.querySelectorAll = function (this: Document, selectors: string) {
        if (this === document && selectors === '[data-make-styles-bucket]') watched.rehydrations++;
        return querySelectorAll.call(this, selectors);
      };
    });
    // Returns once the page is hydrated (the suites' goto waits for <html data-hydrated>).
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    // Not 'networkidle': the page's live subscriptions keep a request open for as long as it is shown.

    const pageRules = new Set<string>();
    for (const [, text = ''] of html.matchAll(/<style [^>]*data-make-styles-bucket="[a-z]"[^>]*>([^<]*)<\/style>/g))
      forEachGriffelRule(text, (rule) => pageRules.add(rule));
    // The server rendered the page, and its own rules came with it (not index.html's alone).
    expect(html).toMatch(/<div id="root" data-theme-preference="[a-z]*">\s*<div/);
    expect(pageRules.size).toBeGreaterThan(500);

    const watched = await page.evaluate(() => (window as unknown as { watchedStyles: Watched }).watchedStyles);
    expect(watched.rehydrations).toBe(0);
    expect(watched.inserted.filter((rule) => pageRules.has(rule))).toEqual([]);
  });
}
