// Where a page opens when the document itself is loaded (an address typed or followed, a reload).
//
// React Router's ScrollRestoration keeps each history entry's position under the entry's key, which it
// reads from `history.state.key`. An entry made by a full load has no state, so every such entry is
// "default", and all of them share one saved position: scroll a list loaded by its address, then load an
// issue by its address in the same tab, and the issue opened where the list had been. So, before the
// router starts: a document loaded by address or reload gets a fresh key, which has no saved position,
// so the page opens at the top (or at its #anchor, which ScrollRestoration honours); Back and Forward
// between the app's own entries keep their keys and so their positions.

/** What started this document: an address or a link, a reload, or Back/Forward. */
function navigationType(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry instanceof PerformanceNavigationTiming ? entry.type : 'navigate';
}

export function startAtTopOnLoad(): void {
  const state: unknown = window.history.state;
  const held = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  // Back/Forward to an entry of the app keeps its key, and with it the position it had.
  if (navigationType() === 'back_forward' && typeof held.key === 'string') return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...held, key }, '');
}
