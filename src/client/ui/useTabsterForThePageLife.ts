import { useEffect } from 'react';
import { createTabster, getTabster } from 'tabster';

// Fluent's modal dialog hides everything outside it from screen readers (`aria-hidden` on its siblings, through
// Tabster's modalizer) and takes that marking off 250 ms after the dialog goes (a deferred update). Each Fluent
// component holds a counted reference to the page's one Tabster instance and gives it back when it unmounts;
// when the last one goes, Tabster disposes of itself, and its modalizer's dispose cancels that deferred update
// and forgets which elements it hid (tabster 8.8, Modalizer.js). So where the dialog was the page's last Tabster
// user and closed by unmounting (a picker unmounted by its opener, on the issue page, which has no other Fluent
// part that uses Tabster), the whole page stayed `aria-hidden` for good. Once a dialog has mounted, the app
// keeps its own reference for the page's life, so the instance (already created, with Fluent's settings) is
// never disposed of under a closing dialog. Nothing is created at load: pages without a dialog load no Tabster.

let kept = false;

/**
 * Call in every component that renders Fluent's `Dialog` or a `Popover` with `trapFocus` (both hide the rest of the
 * page): after their own effects have created the page's Tabster instance, takes a reference to it that is never
 * given back.
 */
export function useTabsterForThePageLife(): void {
  // After every render (a boolean test once kept): whichever render first finds the instance takes the reference.
  useEffect(() => {
    if (kept || getTabster(window) === null) return;
    // Without settings: the instance exists, created by Fluent with its own, which a second call does not change.
    createTabster(window);
    kept = true;
  });
}
