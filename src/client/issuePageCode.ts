// The issue page's code: loaded by its route (routes.tsx), and fetched ahead by the issue list once the browser
// is idle, so that opening an issue from the list waits for its data (if anything), never for its code.
import { useEffect } from 'react';

/** Loads the issue page's module (its chunk and what it imports); the browser fetches and runs it once. */
export function loadIssuePage() {
  return import('./issue/IssuePage').then((module) => module.IssuePage);
}

/** How long the list waits for an idle moment before fetching the code anyway. */
const IDLE_TIMEOUT_MS = 5_000;
/** Where the browser cannot say when it is idle: how long after the render the code is fetched. */
const FALLBACK_DELAY_MS = 1_000;

/**
 * Fetches the issue page's code once the page that calls it has rendered and the browser is idle. A failed
 * fetch (offline) is left alone: the route loads the code again when an issue is opened, and says so if it
 * cannot.
 */
export function usePrefetchIssuePage(): void {
  useEffect(() => {
    const fetchCode = () => void loadIssuePage().catch(() => undefined);
    // Safari has no requestIdleCallback: a moment after the render instead.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(fetchCode, FALLBACK_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(fetchCode, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
}
