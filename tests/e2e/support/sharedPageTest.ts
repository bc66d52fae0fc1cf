// `test` whose `page` is kept open for the next test with the same account, theme, look and width
// (sharedPages.ts): for the accessibility specs' tests that only load a page by its address and check it. Each
// still loads its page afresh; it is the browser context that is not made again for each.
import { test } from './fixtures.ts';
import { expectNoPageProblems } from './pageProblems.ts';
import { SharedPages } from './sharedPages.ts';

export const pageTest = test.extend<object, { sharedPages: SharedPages }>({
  sharedPages: [
    async ({ browser }, use) => {
      const pages = new SharedPages(browser);
      try {
        await use(pages);
      } finally {
        await pages.close();
      }
    },
    { scope: 'worker' },
  ],
  page: async (
    { sharedPages, baseURL, storageState, viewport, colorScheme, forcedColors, locale, timezoneId, actionTimeout, navigationTimeout },
    use,
  ) => {
    const { page, problems } = await sharedPages.page({
      baseURL,
      storageState,
      viewport,
      colorScheme,
      forcedColors,
      locale,
      timezoneId,
      actionTimeout: actionTimeout ?? 0,
      navigationTimeout: navigationTimeout ?? 0,
    });
    await use(page);
    expectNoPageProblems(problems);
  },
});
