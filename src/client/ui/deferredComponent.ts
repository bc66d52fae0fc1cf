// A component whose code is fetched by `import()` on first use: the deferred menus and popovers
// (ui/DeferredMenu.tsx), the confirmation dialogs (ui/ConfirmDialog.tsx).
import type { ReactNode } from 'react';

/**
 * A function component: one written for more props than a deferred menu passes (optional ones, wider types) fits.
 * (React's ComponentType would not: a class's defaultProps make it invariant in its props.)
 */
type FunctionComponentOf<P> = (props: P) => ReactNode;

/**
 * A component loaded by `import()` once, on the first call of `load`, and kept for every later render.
 * A failed load (the server could not be reached) is forgotten, so the next attempt tries again.
 */
export interface DeferredComponent<P> {
  load(): Promise<FunctionComponentOf<P>>;
  /** The component once loaded, for rendering; `subscribe` tells when that changes. */
  current(): FunctionComponentOf<P> | undefined;
  subscribe(onChange: () => void): () => void;
}

export function deferredComponent<P>(importComponent: () => Promise<FunctionComponentOf<P>>): DeferredComponent<P> {
  let component: FunctionComponentOf<P> | undefined;
  let loading: Promise<FunctionComponentOf<P>> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importComponent().then(
        (loaded) => {
          component = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => component,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
