// Accessibility in the browser: axe-core's WCAG 2.1 A and AA rules on every page in every look (light, dark and
// high contrast, each at 1280 and 390 px wide), and the issue list worked through with the keyboard alone, with a
// visible focus indicator.
// (Every test here also checks, through the fixtures, that nothing broke the Content-Security-Policy.)
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoHiddenFocusableElements } from './support/axe.ts';
import { expect, skipWithoutChromium, test, type Role, type Theme } from './support/fixtures.ts';
import { expectNoPageProblems } from './support/pageProblems.ts';
import { SharedPages } from './support/sharedPages.ts';
import { withoutFirstAnswers } from './support/withoutFirstAnswers.ts';

skipWithoutChromium();

/**
 * `test` whose `page` is kept open for the next test with the same account, theme, look and width
 * (support/sharedPages.ts): for the tests that only load a page by its address and check it, 130 of this file's
 * tests. Each still loads its page afresh; it is the browser context that is not made again for each.
 */
const pageTest = test.extend<object, { sharedPages: SharedPages }>({
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

/**
 * The looks a user may have: the light or the dark theme, or high contrast (Windows' forced colours, under which
 * the app takes Fluent's high-contrast theme and the browser draws in the system's colours; the light palette's).
 */
const LOOKS = ['light', 'dark', 'high contrast'] as const;
type Look = (typeof LOOKS)[number];
const THEME: Readonly<Record<Look, Theme>> = { light: 'light', dark: 'dark', 'high contrast': 'light' };

/**
 * The page's surface colour in each look (Fluent's colorNeutralBackground1, or the system's Canvas under forced
 * colours), to know the look really applies.
 */
const SURFACE: Readonly<Record<Look, string>> = {
  light: 'rgb(255, 255, 255)',
  dark: 'rgb(41, 41, 41)',
  'high contrast': 'rgb(255, 255, 255)',
};

/** A one-pixel PNG, to have an image attachment (a thumbnail with its alternative text) on the page. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** An issue description with every kind of Markdown the issue page renders (GitHub's flavour). */
const RICH_MARKDOWN = [
  '## Steps',
  '',
  '1. Open **a project** with `?state=closed`',
  '2. Press *Back*; see [the guide](https://example.com/guide) and ~~the old notes~~',
  '',
  '- [x] Reproduced',
  '- [ ] Fixed',
  '',
  '> Seen on the 3rd of May.',
  '',
  '| Browser | Result |',
  '| --- | --- |',
  '| Chromium | broken |',
  '',
  '```ts',
  'const state = new URL(location.href).searchParams.get("state");',
  '```',
  '',
  '---',
  '',
  'https://example.com/autolinked',
].join('\n');

/**
 * Waits until every animation that ends has ended: midway through a fade-in, axe measures the contrast of
 * half-transparent text. (Endless ones, such as a spinner, are left running.)
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

interface PageCase {
  name: string;
  path: string;
  account: Role | null;
  /** What shows once the page has its data (the skeleton is gone). */
  ready: (page: Page) => Locator;
}

const PAGES: readonly PageCase[] = [
  {
    name: 'sign-in',
    path: '/sign-in',
    account: null,
    ready: (page) => page.getByRole('button', { name: 'Sign in' }),
  },
  {
    name: 'projects',
    path: '/',
    account: 'member',
    ready: (page) => page.getByRole('main').getByRole('link', { name: 'Web app', exact: true }),
  },
  {
    name: 'project issues',
    path: '/projects/web',
    account: 'member',
    ready: (page) => page.getByRole('button', { name: 'Load more' }),
  },
  {
    name: 'closed issues',
    path: '/projects/web?state=closed',
    account: 'member',
    ready: (page) => page.getByRole('list', { name: 'Closed issues' }),
  },
  {
    name: 'my issues',
    path: '/issues/created?q=',
    account: 'member',
    ready: (page) => page.getByRole('tab', { name: /^Created by me/ }),
  },
  {
    name: 'inbox',
    path: '/inbox?filter=all',
    account: 'member',
    ready: (page) => page.getByRole('tab', { name: 'All' }),
  },
  {
    name: 'issue',
    path: '/projects/web/issues/1',
    account: 'member',
    ready: (page) => page.getByRole('region', { name: /^Attachments/ }),
  },
  {
    // Every label's chip (its colours made per theme) and its open issues.
    name: 'labels',
    path: '/projects/web/labels',
    account: 'member',
    ready: (page) => page.getByRole('link', { name: /open issues? with the label bug$/ }),
  },
  {
    name: 'new issue',
    path: '/projects/web/issues/new',
    account: 'member',
    ready: (page) => page.getByRole('button', { name: 'Create issue' }),
  },
  {
    name: 'change password',
    path: '/settings/password',
    account: 'member',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Change password' }),
  },
  {
    name: 'profile',
    path: '/settings/profile',
    account: 'member',
    ready: (page) => page.getByRole('list', { name: 'Sessions' }),
  },
  {
    name: 'admin projects',
    path: '/admin/projects',
    account: 'admin',
    ready: (page) => page.getByRole('list', { name: 'Projects' }),
  },
  {
    name: 'admin project settings',
    path: '/admin/projects/web',
    account: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Save changes' }),
  },
  {
    name: 'admin people',
    path: '/admin/people',
    account: 'admin',
    ready: (page) => page.getByRole('combobox', { name: 'Role of Morgan Member' }),
  },
  {
    name: 'admin invitations',
    path: '/admin/invitations',
    account: 'admin',
    ready: (page) => page.getByRole('button', { name: 'Create invitation link' }),
  },
  {
    name: 'admin settings',
    path: '/admin/settings',
    account: 'admin',
    ready: (page) => page.getByRole('radiogroup'),
  },
  {
    name: 'admin audit log',
    path: '/admin/audit',
    account: 'admin',
    ready: (page) => page.getByRole('combobox', { name: 'Done by' }),
  },
  {
    name: 'audit log seen by a member',
    path: '/admin/audit',
    account: 'member',
    ready: (page) => page.getByText('Only admins can see this page.', { exact: false }),
  },
  {
    name: 'admin page seen by a viewer',
    path: '/admin/people',
    account: 'viewer',
    ready: (page) => page.getByText('Only admins can see this page.', { exact: false }),
  },
  {
    name: 'invalid invitation link',
    path: '/invitations/no-such-token',
    account: null,
    ready: (page) => page.getByText('This invitation link is not valid'),
  },
  {
    name: 'not found',
    path: '/no/such/page',
    account: 'member',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Page not found' }),
  },
];

// The first screen as Lighthouse audits it: axe's aria-hidden-focus without the exemption above. Fluent puts
// Tabster's focusable, aria-hidden sentinels under body as soon as a Popover, Dialog or Menu trigger mounts;
// the pages below mount none of them until one is used.
test.describe('no focusable hidden element on the first screen', () => {
  test.use({ account: 'member' });
  for (const width of [1280, 390]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 844 } });
      pageTest('project issues page', async ({ page }) => {
        await page.goto('/projects/web');
        await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Sort:/ })).toBeEnabled();
        await expectNoHiddenFocusableElements(page);
      });
      // The breadcrumb and the comment box's Write / Preview tabs were Fluent's Breadcrumb and TabList, whose
      // Tabster movers put sentinels inside them.
      pageTest('issue page, with the comment box', async ({ page }) => {
        await page.goto('/projects/web/issues/12');
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Web app' })).toBeVisible();
        await expect(page.getByRole('tablist', { name: /write or preview/ }).getByRole('tab', { name: 'Preview' })).toBeVisible();
        await expectNoHiddenFocusableElements(page);
      });
    });
  }
});

for (const look of LOOKS) {
  // In names and slugs: `high-contrast`.
  const theme = look.replace(' ', '-');
  test.describe(`axe, ${look} ${look === 'high contrast' ? '' : 'theme'}`.trim(), () => {
    test.use({ theme: THEME[look], forcedColors: look === 'high contrast' ? 'active' : 'none' });

    /** Waits for the page's content, the theme and the end of transitions (a menu fading in), then runs axe. */
    async function check(page: Page, ready: Locator): Promise<void> {
      await expect(ready).toBeVisible();
      await expect(page.locator('.fui-FluentProvider').first()).toHaveCSS('background-color', SURFACE[look]);
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(look === 'high contrast');
      await finishAnimations(page);
      await expectNoAxeViolations(page);
    }

    for (const { name, path, account, ready } of PAGES) {
      test.describe(() => {
        test.use({ account });
        pageTest(`${name} page`, async ({ page }) => {
          await page.goto(path);
          await check(page, ready(page));
        });
      });
    }

    // At phone width the pages take other layouts (the project menu, the label actions' menu): each again.
    test.describe('at 390 px', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      for (const { name, path, account, ready } of PAGES) {
        test.describe(() => {
          test.use({ account });
          pageTest(`${name} page`, async ({ page }) => {
            await page.goto(path);
            await check(page, ready(page));
          });
        });
      }

      test.describe(() => {
        test.use({ account: 'admin' });
        test('the project menu and a label actions menu, open', async ({ page }) => {
          await page.goto('/projects/web');
          await page.getByRole('button', { name: 'Views' }).click();
          await check(page, page.getByRole('navigation', { name: 'Views' }));
          await page.goto('/projects/web/labels');
          await page.getByRole('button', { name: 'Actions for label bug' }).click();
          await check(page, page.getByRole('menuitem', { name: 'Delete' }));
        });
      });
    });

    test.describe(() => {
      test.use({ account: 'member' });

      test('an issue with rich Markdown, attachments and the upload message', async ({ page }) => {
        // Its own issue, so that the page has every kind of Markdown whatever the demo data holds.
        await page.goto('/projects/api/issues/new');
        await page.getByRole('textbox', { name: 'Title' }).fill(`Accessibility of rich issues (${theme} theme)`);
        await page.getByRole('textbox', { name: 'Description' }).fill(RICH_MARKDOWN);
        await page.getByRole('button', { name: 'Create issue' }).click();
        await expect(page).toHaveURL(/\/projects\/api\/issues\/\d+$/);
        await expect(page.getByRole('table')).toBeVisible();

        const fileChooser = page.waitForEvent('filechooser');
        // The issue's own "Attach files" (the comment box has one too).
        await page
          .getByRole('region', { name: /^Attachments/ })
          .getByRole('button', { name: 'Attach files' })
          .click();
        await (
          await fileChooser
        ).setFiles([
          { name: 'screenshot.png', mimeType: 'image/png', buffer: PIXEL_PNG },
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Seen in both themes.\n') },
        ]);
        await expect(page.getByText('Attached 2 files.')).toBeVisible();
        await expect(page.getByRole('img', { name: 'screenshot.png' })).toBeVisible();
        await check(page, page.getByRole('link', { name: 'notes.txt' }));
      });

      test('forms showing their errors', async ({ page }) => {
        await page.goto('/projects/web/issues/new');
        await page.getByRole('button', { name: 'Create issue' }).click();
        await check(page, page.getByText('Give the issue a title.'));

        await page.goto('/settings/password');
        await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
        await page.getByRole('button', { name: 'Change password' }).click();
        await check(page, page.getByText('Enter your current password.'));
      });

      test('the theme and account menus, open', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('main').getByRole('link', { name: 'Web app', exact: true })).toBeVisible();
        await page.getByRole('button', { name: /^Theme:/ }).click();
        await check(page, page.getByRole('menuitemradio', { name: 'Dark' }));
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Morgan Member (Member)' }).click();
        await check(page, page.getByRole('menuitem', { name: 'Sign out' }));
      });
    });

    test.describe(() => {
      test.use({ account: 'admin' });

      test('an archived project: its admin page, its issues, and the project list showing archived ones', async ({ page }) => {
        // Five pages and five axe runs: under CI's load (two lanes on two cores) more than the default 45 s.
        test.setTimeout(120_000);
        // Its own project: archiving a demo project would change the pages the other suites see.
        await page.goto('/admin/projects');
        await page.getByRole('button', { name: 'New project' }).click();
        await page.getByRole('textbox', { name: 'Name' }).fill(`Shelved ${theme}`);
        await page.getByRole('button', { name: 'Create project' }).click();
        await expect(page).toHaveURL(new RegExp(`/projects/shelved-${theme}$`));
        await page.goto(`/admin/projects/shelved-${theme}`);
        await page.getByRole('button', { name: 'Archive project' }).click();
        await check(page, page.getByRole('alertdialog', { name: `Archive Shelved ${theme}?` }));
        await page.getByRole('alertdialog').getByRole('button', { name: 'Archive project' }).click();
        await check(page, page.getByRole('button', { name: 'Unarchive project' }));
        await page.goto(`/projects/shelved-${theme}`);
        await check(page, page.getByText('This project is archived'));
        await page.goto('/?archived=1');
        await check(page, page.getByRole('main').getByRole('link', { name: `Shelved ${theme}` }));
      });
    });

    test('sign-in page showing a refusal', async ({ page }) => {
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await check(page, page.getByText('Enter your email address.'));
    });
  });
}

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

test.describe('forced colours (Windows high contrast)', () => {
  test.use({ account: 'member' });

  test('loading placeholders are outlined in the grey text colour and keep still, not solid sweeping blocks', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The page's data is held back, so its placeholders stay on screen while they are looked at: the answer the
    // page would carry inside itself (issue 13's first answers) is taken out, and its requests wait.
    await withoutFirstAnswers(page, '**/projects/web/issues/1');
    await page.route('**/graphql**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/projects/web/issues/1', { waitUntil: 'commit' });
    await expect(page.locator('.fui-Skeleton .fui-SkeletonItem').first()).toBeVisible();
    // Found and read in one step in the page: one placeholder may replace another while the page's code arrives
    // (a locator's evaluate finds the element, then reads it, and a detached element reads as empty styles).
    const look = await page
      .waitForFunction(() => {
        const element = document.querySelector('.fui-Skeleton .fui-SkeletonItem');
        return element && { outline: getComputedStyle(element).outlineStyle, sweep: getComputedStyle(element, '::after').display };
      })
      .then((handle) => handle.jsonValue());
    expect(look).toEqual({ outline: 'solid', sweep: 'none' });
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("priority icons are drawn in the system's text colour, on a light palette as on a dark one", async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.goto('/projects/web?q=is:open+sort:priority-desc');
      const icons = page.getByRole('list', { name: 'Open issues' }).getByRole('img', { name: /^Priority: / });
      await expect(icons.first()).toBeVisible();
      const colours = await icons.evaluateAll((elements) =>
        elements.map((element) => ({ icon: getComputedStyle(element).color, text: getComputedStyle(document.body).color })),
      );
      expect(colours.length).toBeGreaterThan(0);
      for (const { icon, text } of colours) expect(icon, colorScheme).toBe(text);
    }
  });
});
