// The pages the Lighthouse bench audits, and the Chromium it drives (bench/lighthouse.ts).
export const CHROMIUM = process.env.TRIAGE_BENCH_CHROMIUM ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export interface Page {
  readonly name: string;
  readonly path: string;
  /** Audited with the demo admin's session cookie, or signed out. */
  readonly signedIn: boolean;
  /** The route module whose lazy chunk the page needs (a manifest key; matched by its chunk's name). */
  readonly chunkName: string;
  readonly query: string;
}

export const PAGES: readonly Page[] = [
  { name: 'issue list', path: '/projects/web?state=open', signedIn: true, chunkName: 'ProjectIssuesPage', query: 'ProjectIssuesPageQuery' },
  { name: 'issue page', path: '/projects/web/issues/12', signedIn: true, chunkName: 'IssuePage', query: 'IssuePageQuery' },
  { name: 'sign-in page', path: '/sign-in', signedIn: false, chunkName: 'SignInPage', query: 'SignInPageQuery' },
];
