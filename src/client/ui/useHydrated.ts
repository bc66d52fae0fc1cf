// Whether the page has finished hydrating. False while the server renders a page and while the browser
// hydrates it, true afterwards and on every render of a page that was not server-rendered. What cannot be the
// same on both sides (the viewer's account, times relative to "now" in the browser's language and time zone) is
// drawn the server's way until this turns true; React re-renders each reader once it does.
// A context (set by HydrationProvider), not an external store: a store's change re-renders its readers in
// React's synchronous lane, which made the end of hydration one long blocking task (hydrating every Suspense
// boundary still dehydrated at once); the context turns true in a transition, rendered in slices.
import { createContext, useContext } from 'react';

export const HydratedContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
