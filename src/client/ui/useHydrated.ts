// Whether the page has finished hydrating. False while the server renders a page and while the browser
// hydrates it (React then reads the server's value), true afterwards and on every render of a page that was not
// server-rendered. What cannot be the same on both sides (the viewer's account, times relative to "now" in the
// browser's language and time zone) is drawn the server's way until this turns true; React re-renders each
// reader once it does.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
