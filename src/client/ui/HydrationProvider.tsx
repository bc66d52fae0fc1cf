import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext } from './useHydrated';

interface Props {
  /** Whether this render draws (on the server) or hydrates (in the browser) a server-rendered page. */
  serverDrawn: boolean;
  children: ReactNode;
}

/** Provides useHydrated's answer: false until a server-drawn page is hydrated, then true (in a transition). */
export function HydrationProvider({ serverDrawn, children }: Props) {
  const [hydrated, setHydrated] = useState(!serverDrawn);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
