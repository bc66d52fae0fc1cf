import { RendererProvider, SSRProvider, type GriffelRenderer } from '@fluentui/react-components';
import { useSyncExternalStore, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RelayEnvironmentProvider } from 'react-relay';
import type { EnvironmentHolder } from '../relay/environment';
import { HydrationProvider } from '../ui/HydrationProvider';
import { EnvironmentHolderContext } from '../relay/resetEnvironment';
import { ThemeProvider } from './ThemeProvider';
import type { ThemePreference } from './themePreference';

// Griffel's RendererProvider reads every rule of the Griffel elements of the document it is given into the renderer
// (rehydrateRendererCache, which compiles them with stylis: the longest script task of a page's load). The renderer
// comes knowing them (pageStyleRenderer.ts), so the provider is given a document that has none; on the server, none.
const NOTHING_TO_READ = typeof document === 'undefined' ? undefined : document.implementation.createHTMLDocument('');

interface Props {
  environments: EnvironmentHolder;
  /**
   * Griffel's renderer: in the browser, one that has read the page's Griffel elements already (pageStyleRenderer.ts,
   * main.tsx); on the server, one per request without a document, which collects the rules the page uses
   * (serverEntry.tsx).
   */
  styleRenderer: GriffelRenderer;
  /** The theme preference the server read from its cookie; the browser reads its own. */
  themePreference?: ThemePreference;
  /** Whether this render draws (server) or hydrates (browser) a server-rendered page: see useHydrated. */
  serverDrawn?: boolean;
  children: ReactNode;
}

/**
 * Everything the app needs above the router: document head management, Fluent's style renderer and theme, Relay.
 * The Relay provider is keyed by the environment's generation: when the environment is replaced (the
 * session changed), everything below it mounts afresh, so no component state, memoized value or
 * subscription from the previous session survives. The theme and the head manager sit above the key:
 * they hold nothing of the user's. Fluent's `SSRProvider` tells its components when the server renders and the
 * browser hydrates, so that what they cannot draw the same on both sides (a tooltip's portal: the hover cards of
 * a mention or an issue reference) waits for the page to be hydrated instead of mismatching it. `HydrationProvider`
 * does the same for the app's own parts (useHydrated, useMediaQuery), turning true in a transition once hydrated.
 */
export function AppProviders({ environments, styleRenderer, themePreference, serverDrawn = false, children }: Props) {
  const current = () => environments.current;
  const environment = useSyncExternalStore(environments.subscribe, current, current);
  return (
    <HelmetProvider>
      <HydrationProvider serverDrawn={serverDrawn}>
        <SSRProvider>
          <RendererProvider renderer={styleRenderer} targetDocument={NOTHING_TO_READ}>
            <ThemeProvider initialPreference={themePreference}>
              <EnvironmentHolderContext value={environments}>
                <RelayEnvironmentProvider key={environments.generation} environment={environment}>
                  {children}
                </RelayEnvironmentProvider>
              </EnvironmentHolderContext>
            </ThemeProvider>
          </RendererProvider>
        </SSRProvider>
      </HydrationProvider>
    </HelmetProvider>
  );
}
