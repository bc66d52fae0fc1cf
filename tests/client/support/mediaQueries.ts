// jsdom has no window.matchMedia. This double answers every query with `false` unless a test says
// otherwise, and notifies listeners when a test flips a query, as a browser does when the OS theme changes.
type Listener = (event: MediaQueryListEvent) => void;

const matches = new Map<string, boolean>();
const listeners = new Map<string, Set<Listener>>();

function listenersOf(query: string): Set<Listener> {
  let set = listeners.get(query);
  if (set === undefined) {
    set = new Set();
    listeners.set(query, set);
  }
  return set;
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = {
      get matches() {
        return matches.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listenersOf(query).add(listener),
      removeEventListener: (_type: string, listener: Listener) => listenersOf(query).delete(listener),
      // The deprecated pair, which some libraries still call.
      addListener: (listener: Listener) => listenersOf(query).add(listener),
      removeListener: (listener: Listener) => listenersOf(query).delete(listener),
      dispatchEvent: () => true,
    };
    // Only the members above are used; the cast fills in the DOM type's remaining overloads.
    return list as unknown as MediaQueryList;
  };
}

/** Makes `query` match (or not) and tells its listeners. */
export function setMediaQuery(query: string, value: boolean): void {
  matches.set(query, value);
  for (const listener of listenersOf(query)) listener({ matches: value, media: query } as MediaQueryListEvent);
}

export function resetMediaQueries(): void {
  matches.clear();
}
