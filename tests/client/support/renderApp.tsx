// Renders the real app (route table, loaders, lazy pages, layout, providers) in memory against
// relay-test-utils mock environments. The app's environment holder makes a new mock environment each
// time the session changes; `environments.current` is the one in use.
import { createDOMRenderer } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createOperationDescriptor, RecordSource, Store } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import HeaderAccountQueryNode from '../../../__generated__/HeaderAccountQuery.graphql';
import { createEnvironmentHolder, missingFieldHandlers, type EnvironmentHolder } from '../../../src/client/relay/environment';
import { createAppRouter } from '../../../src/client/routes';
import { AppProviders } from '../../../src/client/shell/AppProviders';
import { ada } from './fixtures';

export interface RenderAppOptions {
  /**
   * Who is signed in: written into the store before the app starts, so the header's query is answered
   * from it and the tests of pages need not answer it. `null`: signed out. Environments made after a
   * session change start empty, as in the app.
   */
  viewer?: Record<string, unknown> | null;
  /**
   * Makes each environment (default: relay-test-utils' mock environment with Relay's default store and the
   * app's missing-field handlers).
   */
  createEnvironment?: () => MockEnvironment;
}

/** The holder's environments are mock environments; this reads them as such. */
export function currentEnvironment(environments: EnvironmentHolder): MockEnvironment {
  // createMockEnvironment made every environment the holder has; the cast only restores that type.
  return environments.current as MockEnvironment;
}

function seedViewer(environment: MockEnvironment, viewer: Record<string, unknown> | null): void {
  const operation = createOperationDescriptor(HeaderAccountQueryNode, {});
  const payload = MockPayloadGenerator.generate(operation, {
    Query: () => ({ viewer: viewer === null ? null : undefined }),
    User: () => viewer ?? {},
  });
  environment.commitPayload(operation, payload.data ?? {});
}

/** A mock environment that finds what the store holds as the app's does (relay/environment.ts). */
export function createAppMockEnvironment(): MockEnvironment {
  const store = new Store(new RecordSource());
  return createMockEnvironment({ store, missingFieldHandlers: missingFieldHandlers(store) });
}

export function renderApp(path: string, { viewer = ada, createEnvironment = createAppMockEnvironment }: RenderAppOptions = {}) {
  const environments = createEnvironmentHolder(createEnvironment);
  const environment = currentEnvironment(environments);
  seedViewer(environment, viewer);
  const router = createAppRouter(environments, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <AppProviders environments={environments} styleRenderer={createDOMRenderer(document)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { environment, environments, router, ...view };
}
