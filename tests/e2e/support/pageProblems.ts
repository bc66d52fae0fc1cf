// What the end-to-end suites check on every page they drive, whatever the test: nothing violated the server's
// Content-Security-Policy and nothing was thrown uncaught. Recorded from the moment `watchPageProblems` is
// called, on every document the page loads; asserted by `expectNoPageProblems` (fixtures.ts, sharedPages.ts).
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface PageProblems {
  /** Content-Security-Policy violations, from the page's `securitypolicyviolation` events and Chromium's console. */
  readonly violations: string[];
  /** Errors thrown and not caught in the page. */
  readonly uncaught: string[];
}

/** Starts recording the page's problems (once per page: the binding can be exposed only once). */
export async function watchPageProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { violations: [], uncaught: [] };
  // Reported from the page by its own `securitypolicyviolation` event, on every document it loads.
  await page.exposeBinding('__triageReportCspViolation', (_source, text: string) => {
    problems.violations.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __triageReportCspViolation: (text: string) => void }).__triageReportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      void report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}${where} ${event.sample}`);
    });
  });
  // Chromium also logs each violation to the console ("Refused to ... Content Security Policy ...").
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.violations.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.uncaught.push(error.stack ?? String(error)));
  return problems;
}

/** Forgets what was recorded so far: a page kept open for the next test starts that test with none. */
export function forgetPageProblems(problems: PageProblems): void {
  problems.violations.length = 0;
  problems.uncaught.length = 0;
}

export function expectNoPageProblems(problems: PageProblems): void {
  expect(problems.violations, 'Content-Security-Policy violations in the page').toEqual([]);
  expect(problems.uncaught, 'errors thrown uncaught in the page').toEqual([]);
}
