// The daily loop without rough edges (issue 22): a page loaded by its address opens at the top while Back
// restores where the list was; typed text is kept as a draft and leaving with it asks first; the focus
// never drops to <body> after an editor, a form or a dialog opens or closes.
// Journeys that write make their own issue, so the demo data stays as the other suites expect it.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signIn, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

const unique = () => randomBytes(5).toString('hex');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The focused element's tag: never BODY after what these journeys do. */
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

/** Opens an issue in the web project through the New issue form; returns its page's path. */
async function createIssue(page: Page, title: string): Promise<string> {
  await page.goto('/projects/web/issues/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  return new URL(page.url()).pathname;
}

/** Resolves when the server has answered the operation `name`. */
function serverAnswered(page: Page, name: string) {
  return page.waitForResponse((response) => {
    const body: unknown = response.url().endsWith('/graphql') ? response.request().postDataJSON() : null;
    return typeof body === 'object' && body !== null && 'operationName' in body && body.operationName === name;
  });
}

const commentBox = (page: Page) => page.getByRole('textbox', { name: 'Add a comment' });
const leavePrompt = (page: Page) => page.getByRole('alertdialog', { name: 'Leave this page?' });

test.describe('a member', () => {
  test.use({ account: 'member' });

  test('a page loaded by its address opens at the top; Back in the app restores the list where it was', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/projects/web?q=is:closed');
    const rows = page.getByRole('list', { name: 'Closed issues', exact: true }).locator(':scope > li');
    await expect(rows.first()).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(25);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect.poll(() => scrollY(page)).toBe(1000);

    // An issue loaded by its address in the same tab: at the top, its title in view.
    await page.goto('/projects/web/issues/3');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
    // A reload opens at the top too.
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    // The list loaded by its address opens at the top as well, not where it was scrolled before.
    await page.goto('/projects/web?q=is:closed');
    await expect(rows.first()).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    // In the app: list -> issue -> Back restores the list's own position.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => scrollY(page)).toBe(400);
    const link = rows.nth(8).getByRole('link').first();
    await link.click();
    await expect(page).toHaveURL(/\/issues\/\d+$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(rows.first()).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(400);
  });

  test('a comment and a new issue are kept as drafts; leaving with unsent text asks first; sending clears the draft', async ({ page }) => {
    const path = await createIssue(page, `Drafts ${unique()}`);
    const text = `Half a thought ${unique()}`;
    await commentBox(page).fill(text);

    // In the app, leaving asks; Stay keeps the page.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Web app' }).click();
    await expect(leavePrompt(page)).toBeVisible();
    await leavePrompt(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(commentBox(page)).toHaveValue(text);

    // Back, leave anyway, Forward: the text is back.
    await page.goBack();
    await leavePrompt(page).getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/projects\/web\/issues\/new$/);
    await page.goForward();
    await expect(commentBox(page)).toHaveValue(text);

    // A reload asks the browser's question (beforeunload), and the text survives it.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await commentBox(page).click();
    await page.reload();
    await expect(commentBox(page)).toHaveValue(text);
    expect(asked).toEqual(['beforeunload']);

    // Sent: the draft is gone, and leaving no longer asks.
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(text);
    await expect(commentBox(page)).toHaveValue('');
    await page.reload();
    await expect(commentBox(page)).toHaveValue('');
    expect(asked).toEqual(['beforeunload']);

    // The new-issue form keeps its title and description the same way, until the issue is created.
    await page.goto('/projects/web/issues/new');
    const title = `Unfinished ${unique()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Steps: one.');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await leavePrompt(page).getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Steps: one.');
    await page.getByRole('button', { name: 'Create issue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await page.goto('/projects/web/issues/new');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  test('leaving a page without unsent text never asks: forms shown and closed, text typed and removed, a title renamed by someone else', async ({
    page,
    browser,
    baseURL,
    sessions,
  }) => {
    const title = `Nothing to keep ${unique()}`;
    const path = await createIssue(page, title);
    // The browser's own question (the stand-in while the dialog's code loads) would be answered here.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    const breadcrumbProject = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Web app' });
    const openIssues = page.getByRole('list', { name: 'Open issues', exact: true });

    // The title's editor opened, typed in, closed; the description's the same; the comment box typed in and emptied.
    await page.getByRole('button', { name: 'Edit title' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Something else');
    await page.getByRole('textbox', { name: 'Title' }).press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await page.getByRole('button', { name: 'Edit description' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Some words');
    await page.getByRole('form', { name: 'Edit description' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit description' })).toBeVisible();
    await commentBox(page).fill('Typed');
    await commentBox(page).fill('');
    // The title's editor open again, untouched, while someone else renames the issue: the field follows, nothing to keep.
    await page.getByRole('button', { name: 'Edit title' }).click();
    const other = await (await browser.newContext({ baseURL, storageState: await sessions.stateFor('admin') })).newPage();
    await other.goto(path);
    await other.getByRole('button', { name: 'Edit title' }).click();
    await other.getByRole('textbox', { name: 'Title' }).fill(`${title} (renamed)`);
    await other.getByRole('textbox', { name: 'Title' }).press('Enter');
    await expect(other.getByRole('heading', { level: 1 })).toContainText(`${title} (renamed)`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} (renamed)`);
    await other.context().close();

    await breadcrumbProject.click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(openIssues).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(commentBox(page)).toHaveValue('');
    await page.goForward();
    await expect(openIssues).toBeVisible();

    // A new issue's title typed and removed: Cancel leaves at once.
    await page.getByRole('link', { name: 'New issue' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Second thoughts');
    await page.getByRole('textbox', { name: 'Title' }).fill('');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(openIssues).toBeVisible();
    await expect(leavePrompt(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('bulk selection: Shift-click ticks (and unticks) the rows between, and the actions stay in view while the list scrolls', async ({
    page,
  }) => {
    await page.goto('/projects/web');
    const rows = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');
    const ticked = rows.getByRole('checkbox', { checked: true });
    await expect(rows).toHaveCount(25);
    await rows.nth(0).getByRole('checkbox').check();
    await rows
      .nth(19)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    await expect(ticked).toHaveCount(20);
    await expect(rows.nth(20).getByRole('checkbox')).not.toBeChecked();
    // Row 20 is far below the actions' first place: they came along.
    const actions = page.getByRole('toolbar');
    await expect(actions.getByRole('button', { name: 'Close…' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(actions.getByRole('button', { name: 'Close…' })).toBeInViewport();

    // From the last row ticked, Shift-click unticks back to row 10.
    await rows
      .nth(10)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    await expect(ticked).toHaveCount(10);
    await expect(rows.nth(9).getByRole('checkbox')).toBeChecked();
    await expect(rows.nth(10).getByRole('checkbox')).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(ticked).toHaveCount(0);
    await expect(actions).toHaveCount(0);
  });

  test('bulk Priority sets it on every ticked row; Undo after a bulk Close or Reopen puts back exactly the issues it changed', async ({
    page,
  }) => {
    const word = `bulk${unique()}`;
    const numbers: number[] = [];
    for (const name of ['first', 'second', 'third']) {
      const path = await createIssue(page, `${name} ${word}`);
      numbers.push(Number(path.split('/').pop()));
    }
    // The third is closed as not planned before the list is opened.
    await page.getByRole('button', { name: 'Close issue', expanded: false }).first().click();
    await page.getByRole('menuitem', { name: 'Close as not planned' }).click();
    await expect(page.getByRole('button', { name: 'Reopen issue' }).first()).toBeVisible();

    // Both states in one list: the search names no state.
    await page.goto(`/projects/web?q=${word}`);
    const rows = page.getByRole('list', { name: 'Issues', exact: true }).locator(':scope > li');
    await expect(rows).toHaveCount(3);
    const row = (name: string) => rows.filter({ hasText: `${name} ${word}` });
    // The message at the bottom right (a Fluent toast: its text is announced, the element has no role of its own).
    const toast = page.locator('.fui-Toast').filter({ hasText: /^(Closed|Reopened) / });

    // Priority… → High on the first two.
    await row('first').getByRole('checkbox').check();
    await row('second').getByRole('checkbox').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Priority…' }).click();
    await page.getByRole('menuitem', { name: 'High', exact: true }).click();
    await expect(row('first').getByRole('img', { name: 'Priority: High' })).toBeVisible();
    await expect(row('second').getByRole('img', { name: 'Priority: High' })).toBeVisible();
    await expect(row('third').getByRole('img', { name: 'No priority' })).toBeVisible();

    // Close all three: the third was closed already, so the close changes two, and Undo reopens those two only.
    await row('third').getByRole('checkbox').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Close…' }).click();
    await page.getByRole('menuitem', { name: 'Close as completed' }).click();
    await expect(page.getByRole('toolbar')).toHaveCount(0);
    await expect(toast).toContainText('Closed 2 issues');
    const reopened = serverAnswered(page, 'useReopenIssuesMutation');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await reopened;

    // What the server holds: a fresh load of each state.
    await page.goto(`/projects/web?q=is:open priority:high ${word}`);
    const open = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');
    await expect(open).toHaveCount(2);
    await expect(open.filter({ hasText: `third ${word}` })).toHaveCount(0);
    await page.goto(`/projects/web?q=is:closed ${word}`);
    const closed = page.getByRole('list', { name: 'Closed issues', exact: true }).locator(':scope > li');
    await expect(closed).toHaveCount(1);
    await expect(closed.filter({ hasText: `third ${word}` })).toHaveCount(1);

    // Reopen the third, then Undo: it is closed again, as not planned (its reason before).
    await closed.getByRole('checkbox').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Reopen' }).click();
    await expect(toast).toContainText('Reopened the issue');
    const closedAgain = serverAnswered(page, 'useCloseIssuesMutation');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await closedAgain;
    await page.goto(`/projects/web/issues/${numbers[2]}`);
    await expect(page.getByRole('button', { name: 'Reopen issue' }).first()).toBeVisible();
    await expect(page.getByText(/closed this as not planned/)).toHaveCount(2);
  });

  test('the bulk label menu toggles: ticked when every row has the label, mixed when some do; ArrowUp goes back to the filter', async ({
    page,
  }) => {
    const word = `toggle${unique()}`;
    await createIssue(page, `${word} one`);
    await createIssue(page, `${word} two`);
    await page.goto(`/projects/web?q=${word}`);
    const rows = page.getByRole('list', { name: 'Issues', exact: true }).locator(':scope > li');
    await expect(rows).toHaveCount(2);
    const actions = page.getByRole('toolbar');
    const bug = page.getByRole('menuitemcheckbox', { name: /^bug/ });

    await rows.nth(0).getByRole('checkbox').check();
    await actions.getByRole('button', { name: 'Label…' }).click();
    await bug.click();
    await expect(rows.nth(0).getByText('bug', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await rows.nth(1).getByRole('checkbox').check();
    await actions.getByRole('button', { name: 'Label…' }).click();
    await expect(bug).toHaveAttribute('aria-checked', 'mixed');
    const filter = page.getByRole('textbox', { name: 'Filter labels' });
    await expect(filter).toBeFocused();
    await filter.press('ArrowDown');
    await expect(page.getByRole('menuitemcheckbox').first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(filter).toBeFocused();

    await bug.click();
    await expect(bug).toHaveAttribute('aria-checked', 'true');
    await expect(rows.nth(1).getByText('bug', { exact: true })).toBeVisible();
    await bug.click();
    await expect(bug).toHaveAttribute('aria-checked', 'false');
    await expect(rows.getByText('bug', { exact: true })).toHaveCount(0);
  });

  test('on a phone the bulk actions keep to one line; the less-used ones are under More actions', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/projects/web');
    const rows = page.getByRole('list', { name: 'Open issues', exact: true }).locator(':scope > li');
    await rows.nth(0).getByRole('checkbox').check();
    const actions = page.getByRole('toolbar');
    await expect(actions.getByRole('button', { name: 'Close…' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Label…' })).toHaveCount(0);
    // One line of 32 px buttons (it was three lines, about 120 px, before).
    expect((await actions.boundingBox())?.height).toBeLessThan(50);
    await actions.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Label', 'Assign', 'Priority', 'Clear selection']);
    // Label opens the same filtered menu as at a desk, as a submenu.
    await page.getByRole('menuitem', { name: 'Label' }).click();
    await expect(page.getByRole('textbox', { name: 'Filter labels' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Clear selection' }).click();
    await expect(actions).toHaveCount(0);
  });

  test('an edit of a title is kept as a draft: the editor opens again with it', async ({ page }) => {
    const title = `Editable ${unique()}`;
    await createIssue(page, title);
    await page.getByRole('button', { name: 'Edit title' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (renamed)`);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} (renamed)`);
    // Esc gives the edit up; the draft goes with it.
    await page.getByRole('textbox', { name: 'Title' }).press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit title' })).toBeVisible();
  });

  test("the comment box's Close with comment offers the reasons; a comment may be files only", async ({ page }) => {
    await createIssue(page, `Comment box ${unique()}`);
    const box = page.getByRole('form', { name: 'Add a comment' });
    const activity = page.getByRole('list', { name: 'Activity' });
    await commentBox(page).fill('Not for this release.');
    await box.getByRole('button', { name: 'Close with comment' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Close as completed', 'Close as not planned', 'Close as duplicate of…']);
    await page.getByRole('menuitem', { name: 'Close as not planned' }).click();
    // The comment first, then the close with the reason chosen.
    await expect(activity.locator(':scope > li')).toHaveText([/Not for this release\./, /closed this as not planned/]);
    await expect(page.locator('article > header').getByText('Closed', { exact: true })).toHaveAttribute('title', 'Closed as not planned');
    await page.locator('article > header').getByRole('button', { name: 'Reopen issue' }).click();
    await expect(box.getByRole('button', { name: 'Close issue' })).toBeVisible();

    // A file and no text: Comment is enabled and posts; the timeline shows the file.
    const send = box.getByRole('button', { name: 'Comment', exact: true });
    await expect(send).toBeDisabled();
    const filename = `screen-${unique()}.txt`;
    await box
      .getByLabel('Choose files to attach to the comment')
      .setInputFiles({ name: filename, mimeType: 'text/plain', buffer: Buffer.from('pixels') });
    await expect(send).toBeEnabled();
    await send.click();
    const filesOnly = activity.getByRole('article', { name: /^Comment by / }).last();
    await expect(filesOnly.getByRole('link', { name: new RegExp(filename) })).toBeVisible();
    await expect(filesOnly).not.toContainText('empty comment');
    await expect(commentBox(page)).toHaveValue('');
    await expect(send).toBeDisabled();
  });

  test('the focus never drops to the page: a comment edited from its menu, the shortcuts dialog, saved views deleted', async ({ page }) => {
    await createIssue(page, `Focus ${unique()}`);
    await commentBox(page).fill('First words.');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const menuButton = page.getByRole('button', { name: /^Actions for the comment by / });
    await expect(menuButton).toBeEnabled();
    // The comment is saved (the server's id) once its menu is offered.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Edit' }).press('Enter');
    const editor = page.getByRole('textbox', { name: 'Comment', exact: true });
    await expect(editor).toBeFocused();
    await page.keyboard.type(' More.');
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(page.getByRole('article', { name: /^Comment by / })).toContainText('First words.');
    expect(await focusedTag(page)).not.toBe('BODY');

    // The shortcuts dialog opened from its button, closed with Esc: back on the button.
    await page.goto('/projects/web');
    const shortcuts = page.getByRole('button', { name: 'Shortcuts' });
    await shortcuts.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await expect(shortcuts).toBeFocused();

    // Two saved views deleted with the keyboard: the focus goes to the next one's Delete, then to the views above.
    const names = [`View ${unique()}`, `View ${unique()}`];
    // The page's own button (the dialog, in its portal outside <main>, has a "Save view" button too).
    const saveView = page.getByRole('main').getByRole('button', { name: 'Save view' });
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    for (const name of names) {
      await saveView.click();
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('button', { name: 'Save view' }).click();
      await expect(page.getByRole('link', { name })).toBeVisible();
      // Closed (its closing animation done) before the next one is opened.
      await expect(dialog).toHaveCount(0);
    }
    const views = page.getByRole('list', { name: 'Saved views' });
    const first = views.getByRole('button', { name: `Delete saved view ${names[0] ?? ''}` });
    const second = views.getByRole('button', { name: `Delete saved view ${names[1] ?? ''}` });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveCount(0);
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(views).toHaveCount(0);
    await expect(page.getByText('Save a search to find it here.')).toBeVisible();
    // The last one gone, the focus is on the first of the project's views, in the same navigation.
    await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('link').first()).toBeFocused();
    expect(await focusedTag(page)).not.toBe('BODY');
  });
});

test.describe('an admin', () => {
  test.use({ account: 'admin' });

  test('the labels page: New label and Edit put the focus in the form, Esc gives it back to the button', async ({ page }) => {
    await page.goto('/projects/web/labels');
    const newLabel = page.getByRole('button', { name: 'New label' });
    await newLabel.focus();
    await page.keyboard.press('Enter');
    const name = page.getByRole('form', { name: 'New label' }).getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(newLabel).toBeFocused();

    const edit = page.getByRole('button', { name: 'Edit label bug' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Edit label bug' }).getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();

    // On a phone the label's Edit is in its … menu: the focus goes into the form, and back to the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    const actions = page.getByRole('button', { name: 'Actions for label bug' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Edit' }).press('Enter');
    await expect(page.getByRole('form', { name: 'Edit label bug' }).getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(actions).toBeFocused();
  });
});

test.describe('signing out', () => {
  test('clears the drafts: the next person in the tab finds an empty comment box', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'member');
    await expect(userMenuButton(page, 'member')).toBeVisible();
    const path = await createIssue(page, `Sign-out drafts ${unique()}`);
    await commentBox(page).fill('Not for anyone else.');
    await userMenuButton(page, 'member').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // No question: signing out is leaving on purpose.
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(leavePrompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('triage:draft:')))).toEqual([]);
    await signIn(page, 'member');
    await expect(userMenuButton(page, 'member')).toBeVisible();
    await page.goto(path);
    await expect(commentBox(page)).toHaveValue('');
  });
});
