// A modal dialog hides the rest of the page from screen readers while it is open (Fluent marks the app's
// root `aria-hidden`); once it closes, the page must be readable again. A dialog that loads its code on
// first use once left `#root` aria-hidden for good after the `?` shortcuts dialog closed: the page looked
// fine and was empty to a screen reader. Every kind of dialog the app has is opened and closed here, in
// each way a person closes it, and the app's root, header and main content must be exposed again.
import type { Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';

skipWithoutChromium();

/**
 * The elements that hide the app from assistive technology: `#root`, the banner or the main content
 * themselves, or any of their ancestors, marked `aria-hidden="true"` or `inert`. Runs in the page.
 */
function hidingTheApp(): string[] {
  const targets = [document.getElementById('root'), document.querySelector('header'), document.querySelector('main')];
  const hiding = new Set<string>();
  for (const target of targets) {
    for (let element = target; element !== null; element = element.parentElement) {
      if (element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('inert')) {
        hiding.add(`<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}>`);
      }
    }
  }
  return [...hiding];
}

/** Waits for the dialog to be gone, then asks that nothing hides the app and that its landmarks are exposed. */
async function expectAppReadable(page: Page): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(hidingTheApp), { message: 'elements hiding the app after the dialog closed' }).toEqual([]);
  // Role queries leave out what is aria-hidden: these find the landmarks only if screen readers do.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
}

test.describe('the issue list', () => {
  test.use({ account: 'member' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/projects/web');
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('the shortcuts dialog, opened with ? and closed with Escape, twice', async ({ page }) => {
    for (let time = 0; time < 2; time += 1) {
      await page.keyboard.press('?');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toBeVisible();
      // While it is open, the app behind it is hidden (Fluent marks it a moment after showing the dialog):
      // the check below is not vacuous.
      await expect.poll(() => page.evaluate(hidingTheApp)).not.toEqual([]);
      await page.keyboard.press('Escape');
      await expectAppReadable(page);
    }
  });

  test('the shortcuts dialog, opened with its button and closed with Close', async ({ page }) => {
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectAppReadable(page);
  });

  test('the shortcuts dialog whose code arrives late (loaded on first use), opened and closed twice', async ({ page }) => {
    // Held back on its way, as on a slow link; where the dialog is not a chunk of its own, nothing matches.
    let held = 0;
    await page.route(/\/assets\/KeyboardShortcutsDialog-[\w-]+\.js$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    for (let time = 0; time < 2; time += 1) {
      await page.keyboard.press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expectAppReadable(page);
    }
    expect(held).toBeLessThanOrEqual(1);
  });

  test('the save-view dialog, closed with Cancel', async ({ page }) => {
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectAppReadable(page);
    // Back where the person was.
    await expect(page.getByRole('button', { name: 'Save view' })).toBeFocused();
  });
});

test.describe('an admin page', () => {
  test.use({ account: 'admin' });

  test('a confirmation (alert dialog), closed with Cancel and with Escape', async ({ page }) => {
    await page.goto('/admin/projects/web');
    const archive = page.getByRole('button', { name: 'Archive project' });
    await archive.click();
    const dialog = page.getByRole('alertdialog', { name: 'Archive Web app?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectAppReadable(page);

    await archive.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAppReadable(page);
  });
});

test.describe('the leave prompt', () => {
  test.use({ account: 'member' });

  // The prompt goes away together with the page it was on: Fluent's marking once outlived it, after Back.
  test('"Leave page" from a form with unsent text, then Back to it', async ({ page }) => {
    await page.goto('/projects/web/issues/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Unsent');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await expect(prompt).toBeVisible();
    await expect.poll(() => page.evaluate(hidingTheApp)).not.toEqual([]);
    await prompt.getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expectAppReadable(page);
    await page.goBack();
    await expectAppReadable(page);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Unsent');
  });
});
