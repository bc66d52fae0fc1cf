// The issue list worked through with the keyboard alone, with a visible focus indicator at every stop, and the
// skip link. (Every test here also checks, through the fixtures, that nothing broke the Content-Security-Policy.)
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

test.describe('keyboard', () => {
  test.use({ account: 'member' });

  /** An element as the keyboard test sees it: enough to recognise it, and how its outline and box shadow are drawn. */
  interface Described {
    tag: string;
    role: string | null;
    name: string;
    inBanner: boolean;
    inIssueList: boolean;
    /** The computed outline and box shadow. */
    drawn: string;
    /** Whether they draw anything: an outline that is not transparent (Fluent keeps a transparent one for
     * forced-colours mode), or a box shadow. */
    visible: boolean;
  }

  /** Runs in the page (self-contained: Playwright sends its source). */
  function describe(element: Element | null): Described {
    if (element === null || element === document.body) {
      return { tag: 'body', role: null, name: '', inBanner: false, inIssueList: false, drawn: '', visible: false };
    }
    // A text field's ring may be drawn around the field's wrapper (the search box's), not on the <input>.
    const wrapper = element.matches('input, textarea') ? element.closest('.fui-Input, .fui-Textarea') : null;
    const drawsOutline = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'transparent' &&
      !/^rgba\(.*,\s*0\)$/.test(style.outlineColor);
    const own = getComputedStyle(element);
    const style = wrapper !== null && !drawsOutline(own) && own.boxShadow === 'none' ? getComputedStyle(wrapper) : own;
    const outline = drawsOutline(style);
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 80),
      inBanner: element.closest('header') !== null,
      inIssueList: element.closest('ul[aria-label="Open issues"]') !== null,
      drawn: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
      visible: outline || style.boxShadow !== 'none',
    };
  }

  async function focused(page: Page): Promise<Described> {
    const active = await page.evaluateHandle(() => document.activeElement);
    try {
      return await active.evaluate(describe);
    } finally {
      await active.dispose();
    }
  }

  test('the issue list can be worked through with Tab, and the focus is always visible', async ({ page }) => {
    await page.goto('/projects/web');
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await expect(loadMore).toBeVisible();

    // From the top of the page, as after a page load.
    const steps: Described[] = [];
    for (let presses = 0; presses < 120; presses++) {
      await page.keyboard.press('Tab');
      const step = await focused(page);
      steps.push(step);
      expect(step.visible, `no visible focus indicator on the focused ${step.tag} "${step.name}": ${step.drawn}`).toBe(true);
      if (step.tag === 'button' && step.name === 'Load more') break;
    }
    const index = (predicate: (step: Described) => boolean, what: string) => {
      const at = steps.findIndex(predicate);
      expect(at, `${what} never had the focus; it went: ${steps.map((step) => step.name).join(' / ')}`).toBeGreaterThanOrEqual(0);
      return at;
    };
    const skipLink = index((step) => step.tag === 'a' && step.name === 'Skip to main content', 'the skip link');
    const nav = index((step) => step.inBanner && step.tag === 'a' && step.name === 'Triage', "the header's home link");
    const tabs = index((step) => step.role === 'tab' && step.name.startsWith('Open'), 'the Open tab');
    const firstIssue = index((step) => step.inIssueList && step.tag === 'a', 'the first issue link');
    const more = index((step) => step.name === 'Load more', 'Load more');
    expect(skipLink).toBe(0);
    const order = [skipLink, nav, tabs, firstIssue, more];
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // What was drawn with the focus is a focus indicator: the same elements look different at rest.
    const firstIssueLink = page.getByRole('list', { name: 'Open issues' }).locator(':scope > li').first().getByRole('link').first();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect((await firstIssueLink.evaluate(describe)).drawn).not.toBe(steps[firstIssue]!.drawn);
    expect((await loadMore.evaluate(describe)).drawn).not.toBe(steps[more]!.drawn);

    // And the keys work: Load more with Enter, the other tab with the arrow keys and Enter.
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Open issues' }).locator(':scope > li')).toHaveCount(50);
    await page.getByRole('tab', { name: /^Open/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Closed/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=is:closed$/);
    await expect(page.getByRole('list', { name: 'Closed issues' })).toBeVisible();
  });

  test('the skip link moves the focus to the main content', async ({ page }) => {
    await page.goto('/projects/web');
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on from the main content, not from the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});
