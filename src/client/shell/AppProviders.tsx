import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { ThemeProvider } from './ThemeProvider';

interface Props {
  environment: IEnvironment;
  children: ReactNode;
}

/** Everything the app needs above the router: Relay, document head management, the Fluent theme. */
export function AppProviders({ environment, children }: Props) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <HelmetProvider>
        <ThemeProvider>{children}</ThemeProvider>
      </HelmetProvider>
    </RelayEnvironmentProvider>
  );
}
