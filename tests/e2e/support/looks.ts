// Screenshots of a page in every look a user may have: light, dark and forced colours (Windows high contrast),
// each at a desk's width and a phone's.
import { expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../../src/client/shell/themePreference.ts';

export const LOOKS = ['light', 'dark', 'forced'] as const;
export type Look = (typeof LOOKS)[number];

/**
 * Runs `body` once per look and width, on the page as reloaded in that look and at that width (844 px tall) and
 * hydrated, then leaves forced colours off again. A page the server rendered is painted before its code runs;
 * under forced colours the browser then draws it afresh in the high-contrast theme (which the server cannot know),
 * so an element found before hydration may be replaced: the screenshots are of the page as it stays.
 */
export async function inEveryLook(page: Page, body: (look: Look, width: number) => Promise<void>): Promise<void> {
  for (const look of LOOKS) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      look === 'dark' ? 'dark' : 'light',
    ] as const);
    await page.emulateMedia({ forcedColors: look === 'forced' ? 'active' : 'none' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.reload();
      // Signed in, the header's account menu can open (is no longer aria-disabled) once the page is hydrated.
      await expect(page.getByRole('banner').getByRole('button', { name: /\((Admin|Member|Viewer)\)$/ })).toBeEnabled();
      await body(look, width);
    }
  }
  await page.emulateMedia({ forcedColors: 'none' });
}
