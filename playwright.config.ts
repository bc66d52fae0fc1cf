// The end-to-end and accessibility suites (tests/e2e): Playwright's runner driving Debian's Chromium
// against the production build and the real server. `npm run test:e2e` runs them.
//
// - The browser is /usr/bin/chromium (`apt-get install -y chromium`); Playwright never downloads one.
//   In CI a missing browser is an error; elsewhere the suites skip themselves and say how to install it.
// - The global setup builds the client once; each worker starts the server (NODE_ENV=production) on a free
//   loopback port over a fresh PGlite data folder, and stops it at the end (tests/e2e/support).
// - One worker: the machines have two cores, and one server with its browser already keeps both busy.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, CHROMIUM_PATH, chromiumInstalled, isCI } from './tests/e2e/support/chromium.ts';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const ci = isCI();
if (ci && !chromiumInstalled()) {
  throw new Error(`Chromium is missing in CI. ${CHROMIUM_INSTALL_HINT}`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  // One retry in CI, where the two lanes share two cores (load 4-11): a test that passes only on its retry is
  // reported as flaky (.ci/run prints the count) and gets fixed; one that fails twice fails the run.
  retries: ci ? 1 : 0,
  // Generous for a shared two-core machine; the tests wait for conditions, never for fixed times.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The operating system's preference, for pages where the user chose no theme ("System").
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    // A trace (every action's DOM snapshot and a screencast) is recorded for the whole test and thrown away if it
    // passes: 17% of a spec's CPU (93 against 78 s for editing and phoneLayout, load 26). In CI, where a failed
    // test is tried again, only that second try is traced (the first try's failure keeps its screenshot);
    // elsewhere, with no second try, every test is traced and a failure keeps its trace.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
  },
});
