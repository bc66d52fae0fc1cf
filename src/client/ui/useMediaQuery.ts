import { useSyncExternalStore } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Whether a media query matches, updated live (e.g. when the OS switches to dark mode at dusk). False while a
 * server-drawn page hydrates (the server cannot know): read through useHydrated, so that the real answer arrives
 * with hydration's end, in a transition, rather than as a store change re-rendering synchronously (the store's
 * server snapshot is the browser's answer, so hydration finds nothing changed; on the server it is false).
 */
export function useMediaQuery(query: string): boolean {
  const matches = () => typeof window !== 'undefined' && window.matchMedia(query).matches;
  const current = useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches,
    matches,
  );
  return useHydrated() && current;
}
