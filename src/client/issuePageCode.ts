// The issue page's code: loaded by its route (routes.tsx), and made ready by the issue list before an issue is
// opened (issueList/useIssuePageCodeOnIntent.ts), so that opening one waits for its data, not for its code.

/** Loads the issue page's module (its chunk and what it imports); the browser fetches and runs it once. */
export function loadIssuePage() {
  return import('./issue/IssuePage').then((module) => module.IssuePage);
}
