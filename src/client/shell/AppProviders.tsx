import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { useSyncExternalStore, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RelayEnvironmentProvider } from 'react-relay';
import type { EnvironmentHolder } from '../relay/environment';
import { EnvironmentHolderContext } from '../relay/resetEnvironment';
import { ThemeProvider } from './ThemeProvider';

// Fluent's CSS for the first screens arrives in index.html as Griffel's <style> elements
// (scripts/griffelExtraction.ts). Griffel adopts them (RendererProvider reads them once, as after server
// rendering): the rules the app's own styles insert at run time go at the end of the same elements, after
// Fluent's, as they would have without the build step.
const styleRenderer = createDOMRenderer(document);

interface Props {
  environments: EnvironmentHolder;
  children: ReactNode;
}

/**
 * Everything the app needs above the router: document head management, Fluent's style renderer and theme, Relay.
 * The Relay provider is keyed by the environment's generation: when the environment is replaced (the
 * session changed), everything below it mounts afresh, so no component state, memoized value or
 * subscription from the previous session survives. The theme and the head manager sit above the key:
 * they hold nothing of the user's.
 */
export function AppProviders({ environments, children }: Props) {
  const environment = useSyncExternalStore(environments.subscribe, () => environments.current);
  return (
    <HelmetProvider>
      <RendererProvider renderer={styleRenderer} targetDocument={document}>
        <ThemeProvider>
          <EnvironmentHolderContext value={environments}>
            <RelayEnvironmentProvider key={environments.generation} environment={environment}>
              {children}
            </RelayEnvironmentProvider>
          </EnvironmentHolderContext>
        </ThemeProvider>
      </RendererProvider>
    </HelmetProvider>
  );
}
