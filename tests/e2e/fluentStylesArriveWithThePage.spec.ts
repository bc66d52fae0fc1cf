// Fluent UI's CSS for the first screens comes with the page's HTML (scripts/griffelExtraction.ts moves it out
// of the JavaScript at build time), as the <style> elements Griffel itself would have made, and the rules the
// app's own styles still insert at run time take their place among them in Griffel's order.
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

/** Griffel's bucket order (@griffel/core styleBucketOrdering): defaults, then :link … :active, then at-rules. */
const BUCKET_ORDER = ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a', 's', 'k', 't', 'm', 'c', 'x'];

test.use({ account: 'member' });

test("the issue list's Fluent CSS is in the HTML, and run-time styles join it in Griffel's order", async ({ page }) => {
  const response = await page.goto('/projects/web');
  const html = (await response?.text()) ?? '';
  const rows = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');
  await expect(rows.first()).toBeVisible();

  // A Fluent button of the header: its classes' rules came with the HTML, but for those of the app's own
  // styles, which Griffel inserts at run time.
  const button = page.getByRole('banner').locator('.fui-Button').first();
  // Not Fluent's own names (fui-…) nor mergeClasses' sequence markers (___…), which no CSS rule names.
  const classes =
    (await button.getAttribute('class'))?.split(' ').filter((name) => name !== '' && !name.startsWith('fui-') && !name.startsWith('___')) ??
    [];
  const live = await page.evaluate(() =>
    [...document.head.querySelectorAll('style[data-make-styles-bucket]')].map((element) => ({
      bucket: element.getAttribute('data-make-styles-bucket') ?? '',
      fromHtml: element.hasAttribute('data-make-styles-rehydration'),
      rulesInHtml: [...(element.textContent ?? '').matchAll(/\}(?=[.@]|$)/g)].length,
      rules: [...((element as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
    })),
  );
  const liveCss = live.flatMap((element) => element.rules).join('\n');
  const defined = (css: string, name: string) => css.includes(`.${name}{`) || css.includes(`.${name}:`) || css.includes(`.${name} `);
  expect(classes.filter((name) => defined(html, name)).length, 'classes of a Fluent button whose CSS came with the HTML').toBeGreaterThan(
    3,
  );
  expect(classes.filter((name) => !defined(html, name) && !defined(liveCss, name))).toEqual([]);

  // Griffel adopted the HTML's elements: the app's own rules went in after Fluent's (so they win where both set
  // a property, as without the build step), and any new element sits in Griffel's bucket order.
  expect(live.filter((element) => element.fromHtml).length).toBeGreaterThan(5);
  expect(live.some((element) => element.fromHtml && element.rules.length > element.rulesInHtml)).toBe(true);
  const order = live.map((element) => BUCKET_ORDER.indexOf(element.bucket));
  expect(order).toEqual([...order].sort((a, b) => a - b));
});
