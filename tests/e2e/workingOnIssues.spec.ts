// The journeys of a member working on issues: search, comments and their files, labels, closing and
// reopening, keyboard shortcuts, and Back while a search is loading. Each journey that changes data makes
// its own issue first, so the others' demo data stays as they expect it.
import { randomBytes } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, skipWithoutChromium, test } from './support/fixtures.ts';
import { tabCount } from './support/tabCount.ts';

skipWithoutChromium();

function uniqueWord(): string {
  return Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** Opens an issue in the web project through the New issue form and returns its number, on its page. */
async function createIssue(page: Page, title: string): Promise<number> {
  await page.goto('/projects/web/issues/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await expect(page).toHaveURL(/\/projects\/web\/issues\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  return Number(/\/issues\/(\d+)$/.exec(page.url())?.[1]);
}

/** The issue list's search box. */
function searchBox(page: Page) {
  return page.getByRole('combobox', { name: 'Search issues' });
}

/** Types a search into the box and runs it with Enter, as people do. */
async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

/** The rows of the issue list named `name`: "Open issues", "Closed issues", or "Issues" (both states). */
function rowsOf(page: Page, name: 'Open issues' | 'Closed issues' | 'Issues') {
  return page.getByRole('list', { name, exact: true }).locator(':scope > li');
}

/** The issue titles of `rows`, each row's link. */
/** The rows' title links (a row's label chips are links to the filtered list). */
function titlesOf(rows: ReturnType<typeof rowsOf>) {
  return rows.locator('a[href*="/issues/"]');
}

/** The numbers of `rows`, in order, from their "#12 opened … by …" lines. */
async function numbersOf(rows: ReturnType<typeof rowsOf>): Promise<number[]> {
  return (await rows.allInnerTexts()).map((text) => {
    const number = /#(\d+) opened/.exec(text)?.[1];
    if (number === undefined) throw new Error(`A row shows no number: "${text}"`);
    return Number(number);
  });
}

/** The issue page's timeline. */
function activity(page: Page) {
  return page.getByRole('list', { name: 'Activity' });
}

/** The label chip `name` among a row's or the sidebar's labels (for `has`/`hasNot` filters). */
function labelChip(page: Page, name: string) {
  return page.getByRole('list', { name: 'Labels' }).getByText(name, { exact: true });
}

/** Resolves when the server has answered the mutation `name` (for changes the screen shows before that). */
function serverAnswered(page: Page, name: string) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/graphql')) return false;
    const body: unknown = response.request().postDataJSON();
    return typeof body === 'object' && body !== null && 'operationName' in body && body.operationName === name;
  });
}

test.describe('a member works on issues', () => {
  test.use({ account: 'member' });

  test('search with qualifiers narrows the list, lives in the address, explains a bad search, and Back restores it', async ({ page }) => {
    // Its own issue, assigned to the member, for assignee:@me to find (the demo assigns only demo people).
    const title = `Search journey ${uniqueWord()}`;
    await createIssue(page, title);
    await page.getByRole('button', { name: 'assign yourself' }).click();
    // The timeline catches up once the server has recorded the change.
    await expect(activity(page)).toContainText('Morgan Member self-assigned this');

    await page.goto('/projects/web');
    await expect(rowsOf(page, 'Open issues')).toHaveCount(25);
    const allClosed = await tabCount(page, 'Closed');

    await search(page, 'is:closed label:bug');
    await expect(page).toHaveURL(/\/projects\/web\?q=is:closed\+label:bug$/);
    await expect(page).toHaveTitle('is:closed label:bug · Web app · Triage');
    await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveAttribute('aria-selected', 'true');
    const closedBugs = rowsOf(page, 'Closed issues');
    await expect(closedBugs.first()).toBeVisible();
    // Only closed bugs, and fewer than all closed issues.
    await expect(closedBugs.filter({ hasNot: labelChip(page, 'bug') })).toHaveCount(0);
    await expect(closedBugs.filter({ hasNot: page.getByText('Closed', { exact: true }) })).toHaveCount(0);
    await expect.poll(() => tabCount(page, 'Closed')).toBeLessThan(allClosed);
    const closedBugTitles = await titlesOf(closedBugs).allInnerTexts();

    await search(page, 'no:assignee sort:created-asc');
    await expect(page).toHaveURL(/\?q=no:assignee\+sort:created-asc$/);
    // Neither state: both tabs count, none is selected, and the list holds both.
    await expect(page.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'false');
    const unassigned = rowsOf(page, 'Issues');
    await expect(unassigned).toHaveCount(25);
    await expect(unassigned.filter({ has: page.getByRole('list', { name: 'Assignees' }) })).toHaveCount(0);
    const numbers = await numbersOf(unassigned);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const unassignedTitles = await titlesOf(unassigned).allInnerTexts();

    await search(page, 'assignee:@me');
    await expect(page).toHaveURL(/\?q=assignee:@me$/);
    const mine = rowsOf(page, 'Issues');
    await expect(titlesOf(mine).filter({ hasText: title })).toHaveCount(1);
    await expect(mine.filter({ hasNot: page.getByRole('img', { name: /^Morgan Member/ }) })).toHaveCount(0);

    await search(page, 'is:open sort:sideways');
    await expect(page).toHaveURL(/\?q=is:open\+sort:sideways$/);
    const problem = page.getByRole('group', { name: 'This search can’t be run' });
    await expect(problem).toContainText('"sort:sideways" is not a sort');
    await expect(problem.getByRole('link', { name: 'Clear search' })).toBeVisible();
    await expect(page.getByRole('list', { name: /issues$/i })).toHaveCount(0);

    // Back: each earlier search comes back, in the box and with its own results.
    await page.goBack();
    await expect(page).toHaveURL(/\?q=assignee:@me$/);
    await expect(searchBox(page)).toHaveValue('assignee:@me');
    await expect(titlesOf(rowsOf(page, 'Issues')).filter({ hasText: title })).toHaveCount(1);
    await expect(problem).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\?q=no:assignee\+sort:created-asc$/);
    await expect(searchBox(page)).toHaveValue('no:assignee sort:created-asc');
    await expect(titlesOf(rowsOf(page, 'Issues'))).toHaveText(unassignedTitles);

    await page.goBack();
    await expect(page).toHaveURL(/\?q=is:closed\+label:bug$/);
    await expect(searchBox(page)).toHaveValue('is:closed label:bug');
    await expect(titlesOf(rowsOf(page, 'Closed issues'))).toHaveText(closedBugTitles);

    // Clear search leads back to the plain list.
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(rowsOf(page, 'Open issues')).toHaveCount(25);
  });

  test('#12 and a number alone find issue 12; Esc in the box puts back the search shown instead of emptying it', async ({ page }) => {
    await page.goto('/projects/web');
    await search(page, '#12');
    await expect(page).toHaveURL(/\?q=%2312$/);
    await expect.poll(() => numbersOf(rowsOf(page, 'Issues'))).toEqual([12]);
    await search(page, '12');
    await expect.poll(() => numbersOf(rowsOf(page, 'Issues'))).toContain(12);

    // Chromium's own Esc would empty the box while the list still shows "12".
    await searchBox(page).fill('12 crash');
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveValue('12');
  });

  test('comments: one in Markdown is rendered in the timeline, then edited ("edited") and deleted', async ({ page }) => {
    await createIssue(page, `Comment journey ${uniqueWord()}`);
    const markdown = [
      'Checked on **two** browsers:',
      '',
      '| Browser | Result |',
      '| --- | --- |',
      '| Chromium | fixed |',
      '| Firefox | still broken |',
      '',
      '- [x] Reproduced',
      '- [ ] Released',
      '',
      '```ts',
      'const fixed = true;',
      '```',
    ].join('\n');
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.fill(markdown);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(box).toHaveValue('');

    const comment = activity(page).getByRole('article', { name: 'Comment by Morgan Member' });
    await expect(comment.getByRole('table')).toBeVisible();
    await expect(comment.getByRole('row', { name: /Firefox/ }).getByRole('cell', { name: 'still broken' })).toBeVisible();
    await expect(comment.getByRole('checkbox', { name: 'Task' })).toHaveCount(2);
    await expect(comment.getByRole('checkbox', { name: 'Task' }).first()).toBeChecked();
    await expect(comment.getByRole('checkbox', { name: 'Task' }).last()).not.toBeChecked();
    await expect(comment.getByRole('code')).toHaveText('const fixed = true;');
    await expect(comment).not.toContainText('| Browser |');
    await expect(comment.getByRole('heading')).not.toContainText('edited');

    // The actions appear once the server has stored the comment.
    const actions = comment.getByRole('button', { name: 'Actions for the comment by Morgan Member' });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const editor = comment.getByRole('textbox', { name: 'Comment' });
    await expect(editor).toHaveValue(markdown);
    await editor.fill('Fixed in **both** browsers.\n\n- [x] Released');
    // The edit shows at once (optimistic); the reload below must come after the server has stored it.
    const stored = page.waitForResponse(
      (response) => response.request().method() === 'POST' && (response.request().postData() ?? '').includes('useUpdateCommentMutation'),
    );
    await comment.getByRole('button', { name: 'Save' }).click();

    await expect(comment.getByRole('heading')).toContainText('edited');
    await expect(comment).toContainText('Fixed in both browsers.');
    await expect(comment.getByRole('table')).toHaveCount(0);
    await expect(comment.getByRole('checkbox', { name: 'Task' })).toBeChecked();
    // Stored, not only shown.
    expect((await stored).ok()).toBe(true);
    await page.reload();
    await expect(comment.getByRole('heading')).toContainText('edited');
    await expect(comment).toContainText('Fixed in both browsers.');

    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this comment?' });
    await expect(confirm).toBeVisible();
    const deleted = serverAnswered(page, 'useDeleteCommentMutation');
    await confirm.getByRole('button', { name: 'Delete comment' }).click();
    await expect(comment).toHaveCount(0);
    await deleted;
    await page.reload();
    await expect(page.getByText('No comments or changes yet.')).toBeVisible();
    await expect(comment).toHaveCount(0);
  });

  test('comments take files: sent with a new comment in one request, then added to it; both download unchanged', async ({ page }) => {
    await createIssue(page, `Comment files journey ${uniqueWord()}`);
    const log = Buffer.from(`GET /healthz 503 ${uniqueWord()}\n`.repeat(2000));
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('The server log from the outage.');
    await page
      .getByLabel('Choose files to attach to the comment', { exact: true })
      .setInputFiles({ name: 'server.log', mimeType: 'text/plain', buffer: log });
    await expect(page.getByRole('list', { name: 'Files to attach to the comment' })).toContainText('server.log');

    // One multipart request carries the comment and its file.
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.headers()['content-type'] ?? '').startsWith('multipart/form-data'),
    );
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await sent;
    await expect(box).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Files to attach to the comment' })).toHaveCount(0);

    const comment = activity(page).getByRole('article', { name: 'Comment by Morgan Member' });
    await expect(comment).toContainText('The server log from the outage.');
    const files = comment.getByRole('list', { name: 'Files attached to the comment by Morgan Member' });
    await expect(files.getByRole('link', { name: 'server.log' })).toBeVisible();

    // More files later, on the comment itself.
    const screenshot = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await comment
      .getByLabel('Choose files to attach to the comment by Morgan Member', { exact: true })
      .setInputFiles({ name: 'dashboard.png', mimeType: 'image/png', buffer: screenshot });
    await expect(files.getByRole('img', { name: 'dashboard.png' })).toBeVisible();

    // Stored with the comment, not only shown: after a reload, the same bytes come back.
    await page.reload();
    const link = files.getByRole('link', { name: 'server.log' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/attachments\//);
    const download = await page.request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(log)).toBe(true);
    const image = await page.request.get((await files.getByRole('link', { name: 'dashboard.png' }).getAttribute('href')) ?? '');
    expect(Buffer.from(await image.body()).equals(screenshot)).toBe(true);
    // The issue's own attachments stay the issue's.
    const issueFiles = page.getByRole('region', { name: /^Attachments/ });
    await expect(issueFiles.getByRole('button', { name: 'Attach files' })).toBeVisible();
    await expect(issueFiles.getByRole('listitem')).toHaveCount(0);
  });

  test('labels: added and removed in the sidebar, each in the timeline, then the list filtered by one', async ({ page }) => {
    const word = uniqueWord();
    const title = `Label journey ${word}`;
    await createIssue(page, title);
    const labels = page.getByRole('complementary', { name: 'Issue details' }).getByRole('region', { name: 'Labels' });
    await expect(labels).toContainText('None yet');

    await labels.getByRole('button', { name: 'Edit labels' }).click();
    const picker = page.getByRole('menu', { name: 'Labels' });
    await picker.getByRole('menuitemcheckbox', { name: /^docs\b/ }).click();
    await picker.getByRole('menuitemcheckbox', { name: /^security\b/ }).click();
    await expect(picker.getByRole('menuitemcheckbox', { name: /^docs\b/ })).toBeChecked();
    await expect(picker.getByRole('menuitemcheckbox', { name: /^security\b/ })).toBeChecked();
    await expect(picker.getByRole('menuitemcheckbox', { name: /^bug\b/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(labels.getByRole('listitem')).toHaveText(['docs', 'security']);
    await expect(activity(page)).toContainText('Morgan Member added the docs label');
    await expect(activity(page)).toContainText('Morgan Member added the security label');

    await labels.getByRole('button', { name: 'Edit labels' }).click();
    await picker.getByRole('menuitemcheckbox', { name: /^security\b/ }).click();
    await expect(picker.getByRole('menuitemcheckbox', { name: /^security\b/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(labels.getByRole('listitem')).toHaveText(['docs']);
    await expect(activity(page)).toContainText('Morgan Member removed the security label');
    await page.reload();
    await expect(labels.getByRole('listitem')).toHaveText(['docs']);

    await page.goto('/projects/web');
    await search(page, 'label:docs');
    await expect(page).toHaveURL(/\?q=label:docs$/);
    const docs = rowsOf(page, 'Issues');
    await expect(titlesOf(docs).filter({ hasText: title })).toHaveCount(1);
    await expect(docs.filter({ hasNot: labelChip(page, 'docs') })).toHaveCount(0);

    // Removed means gone from that label's search too.
    await search(page, `label:security ${word}`);
    await expect(page.getByText('No issues match this search')).toBeVisible();
    await search(page, `label:docs ${word}`);
    await expect(titlesOf(rowsOf(page, 'Issues'))).toHaveText([title]);
  });

  test('close with a reason and reopen: the state badge, the tab counts and the timeline follow', async ({ page }) => {
    const title = `Close journey ${uniqueWord()}`;
    const number = await createIssue(page, title);
    await page.goto('/projects/web');
    await expect(rowsOf(page, 'Open issues')).toHaveCount(25);
    const open = await tabCount(page, 'Open');
    const closed = await tabCount(page, 'Closed');

    await titlesOf(rowsOf(page, 'Open issues')).filter({ hasText: title }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/web/issues/${number}$`));
    const issue = page.getByRole('article', { name: title });
    const badge = issue.getByText(/^(Open|Closed)$/).first();
    await expect(badge).toHaveText('Open');

    // The header's menu button, which asks for the reason (the comment box's button asks too).
    await issue.locator(':scope > header').getByRole('button', { name: 'Close issue' }).click();
    await page.getByRole('menuitem', { name: 'Close as not planned' }).click();
    await expect(badge).toHaveText('Closed');
    await expect(badge).toHaveAttribute('title', 'Closed as not planned');
    await expect(activity(page)).toContainText('Morgan Member closed this as not planned');

    await page.goto('/projects/web');
    await expect(page.getByRole('tab', { name: /^Open/ })).toHaveText(new RegExp(`\\D${open - 1}$`));
    await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveText(new RegExp(`\\D${closed + 1}$`));
    await expect(titlesOf(rowsOf(page, 'Open issues')).filter({ hasText: title })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Closed/ }).click();
    const closedRow = rowsOf(page, 'Closed issues').filter({ hasText: title });
    await expect(closedRow.getByText('Closed', { exact: true })).toBeVisible();

    await titlesOf(closedRow).click();
    await expect(badge).toHaveText('Closed');
    // The header's button (the comment box below has one too).
    await issue.getByRole('button', { name: 'Reopen issue' }).first().click();
    await expect(badge).toHaveText('Open');
    await expect(badge).not.toHaveAttribute('title');
    await expect(activity(page)).toContainText('Morgan Member reopened this');
    // In the order it happened.
    await expect(activity(page).getByRole('listitem')).toHaveText([
      /Morgan Member closed this as not planned/,
      /Morgan Member reopened this/,
    ]);

    await page.goto('/projects/web');
    await expect(page.getByRole('tab', { name: /^Open/ })).toHaveText(new RegExp(`\\D${open}$`));
    await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveText(new RegExp(`\\D${closed}$`));
    await expect(titlesOf(rowsOf(page, 'Open issues')).filter({ hasText: title })).toHaveCount(1);
  });

  test('an issue page seen before a bulk change is fetched afresh when opened again, with the change in its timeline', async ({ page }) => {
    const title = `Bulk journey ${uniqueWord()}`;
    const number = await createIssue(page, title);
    await expect(page.getByText('No comments or changes yet.')).toBeVisible();
    // To the list without reloading, so the issue page's data stays in the store.
    await page.getByRole('link', { name: 'Triage' }).first().click();
    // The projects page on screen before its link is clicked: until React has replaced the issue page, its
    // breadcrumb has a "Web app" link too, and a click aimed at it can land on the page that replaces it.
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Web app' }).click();
    const row = rowsOf(page, 'Open issues').filter({ hasText: title });
    await row.getByRole('checkbox', { name: `Select #${number} ${title}` }).check();
    const closed = serverAnswered(page, 'useCloseIssuesMutation');
    await page.getByRole('toolbar').getByRole('button', { name: 'Close…' }).click();
    await page.getByRole('menuitem', { name: 'Close as completed' }).click();
    await closed;

    const fetched = serverAnswered(page, 'IssuePageQuery');
    await titlesOf(row).click();
    await expect(page).toHaveURL(new RegExp(`/projects/web/issues/${number}$`));
    await fetched;
    await expect(activity(page).getByRole('listitem')).toHaveText([/Morgan Member closed this as completed/]);
  });

  test('keyboard shortcuts: j/k move, x selects, Enter opens, ? lists them, c starts an issue, / searches', async ({ page }) => {
    await page.goto('/projects/web');
    const rows = rowsOf(page, 'Open issues');
    await expect(rows).toHaveCount(25);
    const current = rows.and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveCount(0);

    await page.keyboard.press('j');
    await expect(current).toHaveCount(1);
    await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(titlesOf(rows.nth(0))).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(titlesOf(rows.nth(2))).toBeFocused();
    await page.keyboard.press('k');
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(titlesOf(rows.nth(1))).toBeFocused();
    await expect(current).toHaveCount(1);

    // x ticks the current row (the bulk actions appear), x again unticks it, Escape clears them all.
    const secondBox = rows.nth(1).getByRole('checkbox');
    await page.keyboard.press('x');
    await expect(secondBox).toBeChecked();
    await expect(page.getByRole('button', { name: 'Close…', exact: true })).toBeVisible();
    await page.keyboard.press('x');
    await expect(secondBox).not.toBeChecked();
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await expect(rows.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(rows.getByRole('checkbox', { checked: true })).toHaveCount(0);

    // Enter opens the current row: the third.
    const third = await titlesOf(rows.nth(2)).innerText();
    const thirdNumber = (await numbersOf(rows.nth(2)))[0];
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/projects/web/issues/${thirdNumber}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(third);
    await page.goBack();
    await expect(rows).toHaveCount(25);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: 'j Move to the next issue' })).toBeVisible();
    await expect(help.getByRole('row', { name: '/ Focus the search box' })).toBeVisible();
    // Keys are not shortcuts inside the dialog: j moves no row (React renders a key's change before the
    // next key arrives, so the check after Escape would see it).
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(current).toHaveCount(0);

    await page.keyboard.press('c');
    await expect(page).toHaveURL(/\/projects\/web\/issues\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New issue' })).toBeVisible();
    await page.goBack();
    await expect(rows).toHaveCount(25);

    await page.keyboard.press('/');
    // Typed into the box, the letters are text, not shortcuts (c would open the form, j move the rows).
    await page.keyboard.type('is:closed search');
    await expect(searchBox(page)).toHaveValue('is:closed search');
    await expect(current).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=is:closed\+search$/);
    await expect(rowsOf(page, 'Closed issues').first()).toBeVisible();
  });

  // A race once: the list read a reference already disposed, whose data had not come, and React threw
  // "Missing expected data" (reported as an uncaught error, which the fixtures also catch).
  test('Back before a search has arrived shows the previous list again, and drops the search', async ({ page }) => {
    // The app logs each field Relay found missing (relay/environment.ts, relayFieldLogger).
    const missing: string[] = [];
    page.on('console', (message) => {
      if (/\[relay\] missing_expected_data/.test(message.text())) missing.push(message.text());
    });
    await page.goto('/projects/web');
    const rows = rowsOf(page, 'Open issues');
    await expect(rows).toHaveCount(25);
    const titles = await titlesOf(rows).allInnerTexts();

    // The search's answer is held back until the end: Back comes first.
    const isSearch = (request: Request) => {
      const body: unknown = request.postDataJSON();
      return (
        typeof body === 'object' &&
        body !== null &&
        'variables' in body &&
        typeof body.variables === 'object' &&
        body.variables !== null &&
        'query' in body.variables &&
        body.variables.query === 'label:bug'
      );
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (isSearch(route.request())) await held;
      await route.continue();
    });
    const sent = page.waitForRequest(isSearch);
    await search(page, 'label:bug');
    await sent;
    await expect(page).toHaveURL(/\?q=label:bug$/);

    const dropped = page.waitForEvent('requestfailed', isSearch);
    await page.goBack();
    await expect(page).toHaveURL(/\/projects\/web$/);
    await expect(searchBox(page)).toHaveValue('is:open');
    await expect(titlesOf(rows)).toHaveText(titles);
    // The abandoned search's request is cancelled once the list is back.
    await dropped;
    await expect(page.getByText(/Missing expected data|Something went wrong/)).toHaveCount(0);
    expect(missing, 'data Relay found missing').toEqual([]);

    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Still a working page: the search runs when asked again.
    await search(page, 'label:bug');
    await expect(rowsOf(page, 'Issues').first()).toBeVisible();
    await expect(rowsOf(page, 'Issues').filter({ hasNot: labelChip(page, 'bug') })).toHaveCount(0);
  });
});
