// The sign-in page is rendered on the server (src/client/serverEntry.tsx, with the answer its page carries:
// shared/firstQueries.ts): its form is in the HTML and shows with JavaScript off; with it on, the browser hydrates
// that HTML without a mismatch (React would say so on the console, or report an uncaught error) and the form signs
// in. What is typed into the form before the page's code has run is kept, and the form cannot be sent natively
// meanwhile (a GET would put the password in the address).
import type { Page } from '@playwright/test';
import { consoleSaid } from './support/consoleSaid.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, skipWithoutChromium, test, userMenuButton } from './support/fixtures.ts';

skipWithoutChromium();

// Signed out; this spec's worker has a server with the render on (TRIAGE_SERVER_RENDER).
test.use({ serverEnv: { TRIAGE_SERVER_RENDER: '1' } });

const email = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
const password = (page: Page) => page.getByLabel('Password');
const submit = (page: Page) => page.getByRole('button', { name: 'Sign in' });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is in the HTML, styled, and cannot be sent without the code', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page).toHaveTitle('Sign in · Triage');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The workspace's name, from the answer the page carries.
    await expect(page.locator('main').getByText(/^to \S/)).toBeVisible();
    await expect(email(page)).toBeVisible();
    await expect(password(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('display', 'flex');
    // Enter in a field would submit natively (a GET with the password in the address) were the button enabled.
    await expect(submit(page)).toBeDisabled();
    await password(page).fill('secret');
    await password(page).press('Enter');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test('the rendered form hydrates without a mismatch, then signs in', async ({ page }) => {
  const said = consoleSaid(page);
  const response = await page.goto('/sign-in');
  expect(await response?.text()).toContain('<div id="root" data-theme-preference="system"><');
  await expect(submit(page)).toBeEnabled();
  await email(page).fill(DEMO_ACCOUNTS.member.email);
  await password(page).fill(DEMO_PASSWORD);
  await submit(page).click();
  await expect(userMenuButton(page, 'member')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(said, 'what React said while hydrating').toEqual([]);
});

test('what is typed before the code has run is kept, and sent once it has', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // 'commit': DOMContentLoaded waits for the module scripts held back.
  const response = await page.goto('/sign-in', { waitUntil: 'commit' });
  expect(await response?.text(), 'the sign-in page is rendered on the server').toContain('<div id="root" data-theme-preference="system"><');
  await expect(email(page)).toBeVisible();
  await email(page).pressSequentially(DEMO_ACCOUNTS.member.email);
  await password(page).pressSequentially(DEMO_PASSWORD);
  await password(page).press('Enter');
  expect(page.url(), 'not sent natively').toMatch(/\/sign-in$/);
  release();
  await expect(submit(page)).toBeEnabled();
  await expect(email(page)).toHaveValue(DEMO_ACCOUNTS.member.email);
  await expect(password(page)).toHaveValue(DEMO_PASSWORD);
  await submit(page).click();
  await expect(userMenuButton(page, 'member')).toBeVisible();
});
