// The issue list makes the issue page's code (issuePageCode.ts) ready before an issue is opened, so that opening
// one waits for its data (if anything), not for its code. Running that code (Vite's preload helper, then the
// chunks' evaluation, mostly the Markdown stack) was a long task of 85–350 ms at 4× CPU in every list load, a
// few seconds after its paint, whether or not anyone opened an issue (docs/performance.md, "the list's late task"). So the
// list runs it only once a person moves toward an issue: a pointer over an issue's link (a finger touching one
// counts too) or the focus on one (Tab, or j/k in the list). Where the list was the first page, the server has
// had the browser prefetch the chunks (server/http/pagePreloads.ts), so that moment costs no download; a list
// reached from another page has no such links, and fetches the code when idle, as before.
import { useEffect } from 'react';
import { loadIssuePage } from '../issuePageCode';

/** An issue's own address (paths.ts `issuePath`), not the new-issue form's. */
const ISSUE_ADDRESS = /^\/projects\/[^/]+\/issues\/\d+\/?$/;

/** How long the list waits for an idle moment before fetching the code anyway. */
const IDLE_TIMEOUT_MS = 5_000;
/** Where the browser cannot say when it is idle: how long after the render the code is fetched. */
const FALLBACK_DELAY_MS = 1_000;

/** Whether the page came with the server's prefetch links for the issue page's code (live, or inert until painted). */
function prefetchedByThePage(): boolean {
  return document.querySelector('link[rel="prefetch"], link[data-after-paint="prefetch"]') !== null;
}

/** Fetches (or, once prefetched, only runs) the issue page's code; a failure (offline) is left to the route. */
function fetchCode() {
  void loadIssuePage().catch(() => undefined);
}

/** Fetches the code when the browser is idle, for a list whose page did not prefetch it; returns the cancel. */
function whenIdle(): () => void {
  // Safari has no requestIdleCallback: a moment after the render instead.
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(fetchCode, FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(fetchCode, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}

/**
 * Makes the issue page's code ready on the first sign that a person is going to an issue (see above); a list
 * whose page did not prefetch it fetches it when idle too. A failed fetch (offline) is left alone: the route
 * loads the code again when an issue is opened, and says so if it cannot.
 */
export function useIssuePageCodeOnIntent(): void {
  useEffect(() => {
    const cancelIdle = prefetchedByThePage() ? undefined : whenIdle();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || !ISSUE_ADDRESS.test(link.pathname)) return;
      stop();
      fetchCode();
    };
    const stop = () => {
      cancelIdle?.();
      document.removeEventListener('pointerover', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
    document.addEventListener('pointerover', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return stop;
  }, []);
}
