// Renders the real app (route table, loaders, lazy pages, layout, providers) in memory against a
// relay-test-utils mock environment.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { createAppRouter } from '../../../src/client/routes';
import { AppProviders } from '../../../src/client/shell/AppProviders';

export function renderApp(path: string) {
  const environment = createMockEnvironment();
  const router = createAppRouter(environment, (routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { environment, router, ...view };
}
