// What happens once the app's first commit is on the screen (a server-rendered page hydrated, or any other page
// rendered): the button clicked before the code ran is pressed again (shared/clickBeforeHydration.ts), and
// `<html data-hydrated>` says the page now answers to input (the end-to-end suites wait for it after a load, as a
// person waits for a page to respond). Last in the tree, so its effect runs after every other of that commit.
import { useEffect } from 'react';
import { CLICK_BEFORE_HYDRATION, type HeldClick } from '../../shared/clickBeforeHydration';

/** A click older than this was meant for a page that did not answer it then, not for this one. */
const OLDEST_MS = 10_000;

type Take = () => HeldClick | null;

let done = false;

export function FirstCommit(): null {
  useEffect(() => {
    if (done) return;
    done = true;
    document.documentElement.dataset.hydrated = '';
    const take = (window as unknown as Record<string, Take | undefined>)[CLICK_BEFORE_HYDRATION];
    const held = typeof take === 'function' ? take() : null;
    // A button the first render replaced (a page drawn afresh rather than hydrated) is no longer the one clicked.
    if (held === null || !held.target.isConnected || performance.now() - held.timeStamp > OLDEST_MS) return;
    // After the effects of this commit and the microtasks they queued (the keys held before hydration go first).
    setTimeout(() => {
      if (held.target instanceof HTMLElement && held.target.isConnected) held.target.click();
    }, 0);
  }, []);
  return null;
}
