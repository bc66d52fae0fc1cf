// The `test` of the end-to-end suites: Playwright's, with
// - the Triage server (one per worker, fresh data folder) as baseURL;
// - `account`: which demo account the page is signed in as (signed in once per worker through the sign-in
//   page, then reused as a storage state), or none;
// - `theme`: the theme preference stored in the browser before the first page loads, or none (System);
// - `page.goto` and `page.reload` that return once the page's code has taken over (`<html data-hydrated>`,
//   client/shell/FirstCommit.tsx), as a person waits for a page to respond before using it: a rendered page is
//   painted before its code is fetched, and a test acting in between raced hydration. `waitUntil: 'commit'`
//   returns at once, and `hydratedLoads: false` (or `javaScriptEnabled: false`) turns the wait off for a spec
//   that looks at a page before its code; what a person does in that moment has specs of its own
//   (keysBeforeHydration, clickBeforeHydration);
// - on every page, a check that nothing violated the server's Content-Security-Policy and nothing was
//   thrown uncaught, asserted when the test ends;
// - skipWithoutChromium(), called at the top of each spec file: skips the file's tests, saying how to
//   install it, when Debian's Chromium is missing (outside CI; in CI playwright.config.ts refuses to run).
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../../src/client/shell/themePreference.ts';
import { CHROMIUM_INSTALL_HINT, chromiumInstalled } from './chromium.ts';
import { expectNoPageProblems, watchPageProblems } from './pageProblems.ts';
import { CLIENT_DIR_VARIABLE, RUN_DIR_VARIABLE, setupVariable, TriageServer } from './server.ts';

export { expect };

/**
 * Skips every test of the calling spec file when Debian's Chromium is missing. At file level, so that no
 * fixture runs (Playwright would otherwise launch the browser for its own fixtures first, and fail).
 */
export function skipWithoutChromium(): void {
  test.skip(!chromiumInstalled(), CHROMIUM_INSTALL_HINT);
}

export type Role = 'admin' | 'member' | 'viewer';
export type Theme = 'light' | 'dark';

export const DEMO_PASSWORD = 'triage-demo';
export const DEMO_ACCOUNTS: Readonly<Record<Role, { email: string; name: string; roleLabel: string }>> = {
  admin: { email: 'admin@triage.test', name: 'Avery Admin', roleLabel: 'Admin' },
  member: { email: 'member@triage.test', name: 'Morgan Member', roleLabel: 'Member' },
  viewer: { email: 'viewer@triage.test', name: 'Vic Viewer', roleLabel: 'Viewer' },
};

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Fills in and submits the sign-in form the page is showing. */
export async function signIn(page: Page, role: Role): Promise<void> {
  await page.getByRole('textbox', { name: 'Email address' }).fill(DEMO_ACCOUNTS[role].email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The header's account menu button of `role`'s user: shown once signed in. */
export function userMenuButton(page: Page, role: Role) {
  const account = DEMO_ACCOUNTS[role];
  return page.getByRole('banner').getByRole('button', { name: `${account.name} (${account.roleLabel})` });
}

/** Sessions of the demo accounts, each signed in once (through the sign-in page) and then reused. */
class Sessions {
  private readonly states = new Map<Role, Promise<StorageState>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  stateFor(role: Role): Promise<StorageState> {
    let state = this.states.get(role);
    if (state === undefined) {
      state = this.signIn(role);
      // A failed sign-in is tried again by the next test that needs it, not remembered.
      state.catch(() => this.states.delete(role));
      this.states.set(role, state);
    }
    return state;
  }

  private async signIn(role: Role): Promise<StorageState> {
    // Signed out explicitly: in a test, a new context would otherwise inherit the test's own storage state
    // (another account's cookie), and the sign-in page would redirect away.
    const context = await this.browser.newContext({ baseURL: this.baseURL, storageState: { cookies: [], origins: [] } });
    try {
      const page = await context.newPage();
      await page.goto('/sign-in');
      await signIn(page, role);
      await expect(userMenuButton(page, role)).toBeVisible();
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}

interface TestOptions {
  account: Role | null;
  theme: Theme | null;
  hydratedLoads: boolean;
}

/** Resolves once the app's first commit is on the screen; at once for a document that is not the app's. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root') === null || document.documentElement.hasAttribute('data-hydrated'));
}

/** Makes `page.goto` and `page.reload` return once the page they load is hydrated (see the top of this file). */
function loadsWaitForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
}

interface WorkerFixtures {
  /**
   * More of the server's environment (a limit set low, say): a spec that sets it with `test.use` gets a worker,
   * and so a server, of its own.
   */
  serverEnv: Readonly<Record<string, string>>;
  triageServer: TriageServer;
  sessions: Sessions;
}

export const test = base.extend<TestOptions, WorkerFixtures>({
  account: [null, { option: true }],
  theme: [null, { option: true }],
  hydratedLoads: [true, { option: true }],

  serverEnv: [{}, { option: true, scope: 'worker' }],

  triageServer: [
    async ({ serverEnv }, use) => {
      const server = await TriageServer.start(setupVariable(RUN_DIR_VARIABLE), setupVariable(CLIENT_DIR_VARIABLE), serverEnv);
      try {
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    // A start takes several seconds on a busy machine (more when the seeded template is made first).
    { scope: 'worker', timeout: 120_000 },
  ],

  sessions: [
    async ({ browser, triageServer }, use) => {
      await use(new Sessions(browser, triageServer.url));
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ triageServer }, use) => {
    await use(triageServer.url);
  },

  storageState: async ({ account, theme, sessions, baseURL }, use) => {
    const cookies = account === null ? [] : (await sessions.stateFor(account)).cookies;
    const origins =
      theme === null || baseURL === undefined ? [] : [{ origin: baseURL, localStorage: [{ name: THEME_STORAGE_KEY, value: theme }] }];
    await use({ cookies, origins });
  },

  page: async ({ page, hydratedLoads, javaScriptEnabled }, use) => {
    // With JavaScript off nothing hydrates: the page is what the server sent.
    if (hydratedLoads && javaScriptEnabled !== false) loadsWaitForHydration(page);
    const problems = await watchPageProblems(page);
    await use(page);
    expectNoPageProblems(problems);
  },
});
