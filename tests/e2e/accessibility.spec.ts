// Accessibility in the browser: axe-core's WCAG 2.1 A and AA rules on every page (support/accessibilityPages.ts),
// with forms showing errors and menus open, in every look (light, dark and high contrast, each at 1280 and 390 px
// wide). The keyboard, forced colours and the first screen's hidden focusable elements have specs of their own.
//
// Every rule runs in the light look; the dark and the high-contrast look run only the rules whose outcome can
// change with the look (support/axe.ts, LOOK_RULES: the colours, and the scrolling a border may cause). That checks
// as much as running every rule in every look: the looks differ in CSS colours, borders and outlines, not in
// elements, roles, names, states or what is displayed. Checked page by page on 2026-11-29, at 1280 px: the
// accessibility tree of each page in the dark and the high-contrast look (`ariaSnapshot` of the body) was the light
// look's, but for the theme button's name ("Theme: Dark"). The other rules read only those (ARIA, names, labels,
// structure, language) and are decided the same way in every look.
// (Every test here also checks, through the fixtures, that nothing broke the Content-Security-Policy.)
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { PAGES } from './support/accessibilityPages.ts';
import { expect, skipWithoutChromium, test, type Theme } from './support/fixtures.ts';
import { pageTest } from './support/sharedPageTest.ts';

skipWithoutChromium();

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
      await expectNoAxeViolations(page, look === 'light' ? 'every rule' : 'look rules');
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
