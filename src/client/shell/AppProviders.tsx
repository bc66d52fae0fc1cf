import { useSyncExternalStore, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RelayEnvironmentProvider } from 'react-relay';
import type { EnvironmentHolder } from '../relay/environment';
import { EnvironmentHolderContext } from '../relay/resetEnvironment';
import { ThemeProvider } from './ThemeProvider';

interface Props {
  environments: EnvironmentHolder;
  children: ReactNode;
}

/**
 * Everything the app needs above the router: document head management, the Fluent theme, Relay.
 * The Relay provider is keyed by the environment's generation: when the environment is replaced (the
 * session changed), everything below it mounts afresh, so no component state, memoized value or
 * subscription from the previous session survives. The theme and the head manager sit above the key:
 * they hold nothing of the user's.
 */
export function AppProviders({ environments, children }: Props) {
  const environment = useSyncExternalStore(environments.subscribe, () => environments.current);
  return (
    <HelmetProvider>
      <ThemeProvider>
        <EnvironmentHolderContext value={environments}>
          <RelayEnvironmentProvider key={environments.generation} environment={environment}>
            {children}
          </RelayEnvironmentProvider>
        </EnvironmentHolderContext>
      </ThemeProvider>
    </HelmetProvider>
  );
}
