// Lets components replace the app's Relay environment when the session changes (relay/environment.ts,
// EnvironmentHolder). Provided by AppProviders.
import { createContext, useContext } from 'react';
import type { IEnvironment } from 'relay-runtime';
import type { EnvironmentHolder } from './environment';
import type { RequestActivity } from './requestActivity';

export const EnvironmentHolderContext = createContext<EnvironmentHolder | null>(null);

/**
 * The function that replaces the Relay environment with a fresh one (see EnvironmentHolder.reset).
 * Follow it with a navigation: that is when the routes load again with the new environment
 * (routes.tsx, relayLoader). useSessionChanged does both.
 */
export function useResetEnvironment(): (stale?: IEnvironment) => IEnvironment {
  return useEnvironmentHolder().reset;
}

/** What the app's requests are going through, whichever environment is current (the layout's notice). */
export function useRequestActivity(): RequestActivity {
  return useEnvironmentHolder().activity;
}

function useEnvironmentHolder(): EnvironmentHolder {
  const holder = useContext(EnvironmentHolderContext);
  if (holder === null) throw new Error('The environment holder is provided by <AppProviders>: render inside it.');
  return holder;
}
