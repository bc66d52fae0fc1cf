// The issue page is rendered on the server (src/client/serverEntry.tsx, from the answer the page carries): its
// title, description (Markdown), sidebar and timeline are in the HTML and show with JavaScript off; with it on, the
// browser hydrates that HTML without a mismatch (React would say so on the console, or report an uncaught error),
// the comment box (its code is not in the server's render: a placeholder there) arrives, and the page works. A
// title being edited in this tab (a draft) opens its editor at load, which the server cannot know: that page is
// rendered afresh instead, still without a mismatch.
import { consoleSaid } from './support/consoleSaid.ts';
import { expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

// Off by default (TRIAGE_SERVER_RENDER): this spec's worker has a server with it on.
test.use({ account: 'member', serverEnv: { TRIAGE_SERVER_RENDER: '1' } });

// The demo's issue 12: labels, assignees, a Markdown table in its description, comments in its timeline.
const ISSUE = '/projects/web/issues/12';
const TITLE = 'Remove the API rate limit for new users';

/** Collects what the page says on the console as errors or warnings (React's hydration mismatches among them). */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the issue is in the HTML, styled', async ({ page }) => {
    await page.goto(ISSUE);
    await expect(page).toHaveTitle(`#12 ${TITLE} · Web app · Triage`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The description's Markdown (a GFM table), the sidebar, the timeline.
    await expect(page.getByRole('table').getByRole('cell', { name: 'Chromium' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Labels' })).toBeVisible();
    await expect(page.getByText('Looks good to me. Ship it.')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('display', 'flex');
  });
});

test('the rendered issue hydrates without a mismatch, then works', async ({ page }) => {
  const said = consoleSaid(page);
  const response = await page.goto(ISSUE);
  expect(await response?.text()).toContain('<div id="root" data-theme-preference="system"><');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // Hydrated: the header's account menu (drawn with the page) can open, and the comment box once its code is there.
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Comment', exact: true })).toBeVisible();
  // The page's state is live: the title's editor opens and closes.
  await page.getByRole('button', { name: 'Edit title' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(said, 'what React said while hydrating').toEqual([]);
});

test('in the dark theme chosen, the server draws it dark and the browser hydrates it', async ({ page }) => {
  const said = consoleSaid(page);
  await page.goto(ISSUE);
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  const response = await page.reload();
  expect(await response?.text()).toContain('<div id="root" data-theme-preference="dark"><');
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  await expect(page.locator('.fui-FluentProvider').first()).toHaveCSS('background-color', 'rgb(41, 41, 41)');
  expect(said).toEqual([]);
});

test('a title being edited in this tab opens its editor at load: rendered afresh, no mismatch', async ({ page }) => {
  const said = consoleSaid(page);
  await page.goto(ISSUE);
  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${TITLE} (draft)`);
  const response = await page.reload();
  expect(await response?.text(), 'the server drew it without the draft').toContain('<div id="root" data-theme-preference="system"><');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${TITLE} (draft)`);
  await expect(userMenuButton(page, 'member')).toBeEnabled();
  expect(said).toEqual([]);
});
