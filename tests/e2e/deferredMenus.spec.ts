// A menu whose code loads on first use (ui/DeferredMenu.tsx) starts fetching that code when the pointer reaches
// its button. The code may then arrive at any moment of the click that follows: here it is held back and let
// through at each of them, and the click must open the menu every time (the header's theme switch once ignored a
// click under load, in journeys.spec.ts).
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();
test.use({ account: 'member' });

/** The theme menu's own chunk; where it is not a chunk of its own, nothing is held and the test says so. */
const THEME_MENU_CODE = /\/assets\/ThemeMenu-[\w-]+\.js$/;

/** Holds the theme menu's code on its way until `release` is called; `url` is the chunk's, once asked for. */
async function holdThemeMenuCode(page: Page): Promise<{ release: () => void; requested: Promise<string> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requestedUrl!: (url: string) => void;
  const requested = new Promise<string>((resolve) => (requestedUrl = resolve));
  await page.route(THEME_MENU_CODE, async (route) => {
    requestedUrl(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Waits until the module at `url`, and the modules it imports, have run in the page (the page's own import of it included). */
async function moduleEvaluated(page: Page, url: string): Promise<void> {
  await page.evaluate(async (moduleUrl) => {
    await import(moduleUrl);
    // The page's `then` on the same import runs in the same turn as ours; one more task and it has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, url);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // The header's tools are aligned to the right, and the account area (Inbox, My issues, the account menu) and
  // the live indicator arrive after the page: each moves the theme switch to the left. Under load they came
  // after the pointer had been placed on the switch, and the click landed on "My issues" (CI, 28 Nov).
  await expect(userMenuButton(page, 'member')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Live');
});

const moments = [
  { when: 'before the pointer goes down', beforeDown: true },
  { when: 'between pointer down and up', beforeDown: false },
];

for (const { when, beforeDown } of moments) {
  test(`the theme menu opens when its code arrives ${when}`, async ({ page }) => {
    const held = await holdThemeMenuCode(page);
    const button = page.getByRole('button', { name: /^Theme:/ });
    const box = await button.boundingBox();
    if (box === null) throw new Error('the theme switch has no box');
    // The pointer reaching the button starts fetching the menu's code.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const url = await held.requested;
    if (beforeDown) {
      held.release();
      await moduleEvaluated(page, url);
    }
    // Still under the pointer: the click goes to the switch, not to whatever took its place.
    expect(await button.boundingBox()).toEqual(box);
    await page.mouse.down();
    if (!beforeDown) {
      held.release();
      await moduleEvaluated(page, url);
    }
    await page.mouse.up();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(button).toHaveAccessibleName('Theme: Dark');
  });
}

test('the theme menu opens once its code arrives after the click', async ({ page }) => {
  const held = await holdThemeMenuCode(page);
  const button = page.getByRole('button', { name: /^Theme:/ });
  await button.click();
  // Busy while the code is on its way, then open.
  await expect(button).toHaveAttribute('aria-busy', 'true');
  held.release();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAccessibleName('Theme: Dark');
});
