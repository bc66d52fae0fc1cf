// What components reach of the app's EnvironmentHolder (relay/environment.ts), the one owner of the session's
// and the pages' data lifecycle: replacing the environment when the session changes, the request activity,
// the live connection, the query references. Provided by AppProviders.
import { createContext, useContext } from 'react';
import type { IEnvironment } from 'relay-runtime';
import type { EnvironmentHolder } from './environment';
import type { LiveConnection } from './liveConnection';
import type { QueryReferences } from './queryReferences';
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

/** The state of the app's live streams, whichever environment is current (the header, the live pages). */
export function useLiveConnection(): LiveConnection {
  return useEnvironmentHolder().live;
}

/** The route loaders' query references (PreloadedPage tells them what React has committed). */
export function useQueryReferences(): QueryReferences {
  return useEnvironmentHolder().queries;
}

function useEnvironmentHolder(): EnvironmentHolder {
  const holder = useContext(EnvironmentHolderContext);
  if (holder === null) throw new Error('The environment holder is provided by <AppProviders>: render inside it.');
  return holder;
}
