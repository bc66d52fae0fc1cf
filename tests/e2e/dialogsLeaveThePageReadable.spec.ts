// A modal dialog hides the rest of the page from screen readers while it is open (Fluent marks the app's
// root `aria-hidden`); once it closes, the page must be readable again. A dialog that loads its code on
// first use once left `#root` aria-hidden for good after the `?` shortcuts dialog closed: the page looked
// fine and was empty to a screen reader. Every kind of dialog the app has is opened and closed here, in
// each way a person closes it, and the app's root, header and main content must be exposed again.
import type { Locator, Page } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { createIssue, unique } from './support/newIssue.ts';

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

/**
 * Marks the dialog's opener for `focusAfterClosing`: the element the focus leaves when it first enters a
 * dialog (the body when it left nothing). Runs in the page, before the dialog is opened.
 */
function markOpenerWhenFocusEntersADialog(): void {
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || event.target.closest('[role="dialog"], [role="alertdialog"]') === null) return;
    const left = event.relatedTarget instanceof Element ? event.relatedTarget : document.body;
    left.setAttribute('data-test-opener', '');
    document.removeEventListener('focusin', onFocusIn, true);
  };
  document.addEventListener('focusin', onFocusIn, true);
}

/**
 * Where the focus is once a dialog has closed, or why that is not sensible: back on the element that had it
 * before the dialog opened, where that is still in the page (the body too: `?` opens the shortcuts from
 * nowhere in particular); anywhere the person can read otherwise (the opener was a menu item, now gone), never
 * inside content hidden from assistive technology. Runs in the page.
 */
function focusAfterClosing(): string {
  const focused = document.activeElement ?? document.body;
  const opener = document.querySelector('[data-test-opener]');
  if (focused.closest('[aria-hidden="true"], [inert]') !== null) return 'inside hidden content';
  if (opener !== null && focused !== opener) {
    const where = focused === document.body ? 'the body' : `<${focused.tagName.toLowerCase()}> ${focused.textContent?.slice(0, 40) ?? ''}`;
    return `on ${where}, not back on its opener <${opener.tagName.toLowerCase()}> ${opener.textContent?.slice(0, 40) ?? ''}`;
  }
  return 'sensible';
}

/** One way of closing an open dialog: what the person does, and what must be true once it is gone. */
interface Closing {
  how: string;
  /** `other` is an issue of the same project, for the pickers to choose. */
  close: (page: Page, dialog: Locator, other: OtherIssue) => Promise<void>;
}

interface OtherIssue {
  number: number;
  title: string;
}

/** A dialog of the issue page: how to get there with what it needs, how to open it, and each way it closes. */
interface IssuePageDialog {
  name: string;
  role: 'dialog' | 'alertdialog';
  title: string;
  /** Opens the dialog from the issue's page. */
  open: (page: Page) => Promise<void>;
  closings: Closing[];
}

/** The closings every picker dialog has; the picker itself is unmounted by its opener in each of them. */
function pickerClosings(submit: string): Closing[] {
  return [
    { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
    { how: 'Cancel', close: (_page, dialog) => dialog.getByRole('button', { name: 'Cancel' }).click() },
    {
      how: `${submit}, after which the picker is unmounted`,
      close: async (_page, dialog, { number, title }) => {
        await dialog.getByRole('searchbox', { name: 'Find an issue by number or title' }).fill(`#${number}`);
        await dialog.getByRole('radio', { name: new RegExp(title) }).check();
        await dialog.getByRole('button', { name: submit }).click();
      },
    },
  ];
}

const issuePageDialogs: IssuePageDialog[] = [
  {
    name: 'the shortcuts dialog',
    role: 'dialog',
    title: 'Keyboard shortcuts',
    open: (page) => page.keyboard.press('?'),
    closings: [
      { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
      { how: 'Close', close: (_page, dialog) => dialog.getByRole('button', { name: 'Close' }).click() },
    ],
  },
  {
    name: 'Add relation',
    role: 'dialog',
    title: 'Add a relation',
    open: (page) => page.getByRole('region', { name: 'Relations' }).getByRole('button', { name: 'Add relation' }).click(),
    closings: pickerClosings('Add relation'),
  },
  {
    name: 'Add sub-issue',
    role: 'dialog',
    title: 'Add a sub-issue',
    open: (page) => page.getByRole('region', { name: 'Sub-issues' }).getByRole('button', { name: 'Add sub-issue' }).click(),
    closings: pickerClosings('Add sub-issue'),
  },
  {
    name: 'Close as duplicate of…',
    role: 'dialog',
    title: 'Close as a duplicate of…',
    open: async (page) => {
      await page.locator('article > header').getByRole('button', { name: 'Close issue' }).click();
      await page.getByRole('menuitem', { name: 'Close as duplicate of…' }).click();
    },
    closings: pickerClosings('Close as duplicate'),
  },
  {
    name: "a comment's delete confirmation",
    role: 'alertdialog',
    title: 'Delete this comment?',
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Add a comment' }).fill(`To delete ${unique()}`);
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await page.getByRole('button', { name: 'Actions for the comment by Morgan Member' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
    },
    closings: [
      { how: 'Escape', close: (page) => page.keyboard.press('Escape') },
      { how: 'Cancel', close: (_page, dialog) => dialog.getByRole('button', { name: 'Cancel' }).click() },
      {
        how: 'Delete comment, after which the comment and its dialog are unmounted',
        close: async (page, dialog) => {
          await dialog.getByRole('button', { name: 'Delete comment' }).click();
          await expect(page.getByRole('article', { name: 'Comment by Morgan Member' })).toHaveCount(0);
        },
      },
    ],
  },
];

// One test per dialog of the issue page and way of closing it. The issue page is where the app's first load
// has the fewest Fluent parts: a dialog there may be the only user of Fluent's focus handling, and closing it
// by unmounting once left `main` aria-hidden (issue 13).
test.describe('the issue page', () => {
  test.use({ account: 'member' });

  for (const dialogCase of issuePageDialogs) {
    for (const closing of dialogCase.closings) {
      test(`${dialogCase.name}, closed with ${closing.how}`, async ({ page }) => {
        const otherTitle = `Other ${unique()}`;
        const other = { number: (await createIssue(page, otherTitle)).number, title: otherTitle };
        const issue = await createIssue(page, `Dialogs ${unique()}`);
        // A fresh load of the issue page, as a person arrives on it, not the client-side move after creating it.
        await page.goto(issue.path);
        await expect(page.getByRole('region', { name: 'Relations' })).toBeVisible();

        await page.evaluate(markOpenerWhenFocusEntersADialog);
        await dialogCase.open(page);
        const dialog = page.getByRole(dialogCase.role, { name: dialogCase.title });
        await expect(dialog).toBeVisible();
        // Fluent hides the app behind the open dialog (a moment after showing it): the checks below are not vacuous.
        await expect.poll(() => page.evaluate(hidingTheApp)).not.toEqual([]);
        await closing.close(page, dialog, other);
        await expectAppReadable(page);
        await expect
          .poll(() => page.evaluate(focusAfterClosing), { message: 'where the focus is after the dialog closed' })
          .toBe('sensible');
      });
    }
  }
});

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

test.describe("the phone's Views popover", () => {
  test.use({ account: 'member', viewport: { width: 390, height: 844 } });

  // Not a dialog, but it traps the focus as one does and so hides the page behind it; choosing a view remounts
  // it (keyed by the search) while open, and it may be the page's only user of Tabster.
  test('closed by choosing a view', async ({ page }) => {
    await page.goto('/projects/web');
    await expect(page.getByRole('list', { name: 'Open issues', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Views' }).click();
    const nav = page.getByRole('navigation', { name: 'Views' });
    await expect(nav.getByRole('link', { name: 'Closed issues' })).toBeVisible();
    await expect.poll(() => page.evaluate(hidingTheApp)).not.toEqual([]);
    await nav.getByRole('link', { name: 'Closed issues' }).click();
    await expect(page).toHaveURL(/\?q=is:closed$/);
    await expect(nav).toBeHidden();
    await expectAppReadable(page);
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
