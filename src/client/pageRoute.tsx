// What every page route of the table (routes.tsx) has besides its loader: the page's code loaded by `lazy`,
// so every page is its own chunk, the skeleton shown until the page can render, and the error boundary.
import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import type { PageHandle } from './shell/AppLayout';
import { PreloadedPage, type PageProps } from './shell/PreloadedPage';
import { RetryingPage } from './shell/RetryingPage';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';

/** The part of a page route shared by all pages: lazy code, skeleton while loading, error boundary. */
export function pageRoute<Q extends OperationType>(
  loadPage: () => Promise<ComponentType<PageProps<Q>>>,
  skeleton: ReactElement,
): Pick<RouteObject, 'lazy' | 'handle' | 'errorElement'> {
  return {
    lazy: async () => {
      let Page: ComponentType<PageProps<Q>>;
      try {
        Page = await loadPage();
      } catch {
        // The code did not arrive (the server could not be reached). React Router would keep this failure
        // for good and render a blank page; RetryingPage tries again on Retry and says what happened.
        return { element: <RetryingPage loadPage={loadPage} skeleton={skeleton} /> };
      }
      return { element: <PreloadedPage page={Page} skeleton={skeleton} /> };
    },
    // The layout shows it on the very first load, until the page's code has arrived (the root route's
    // HydrateFallback); then PreloadedPage shows the same skeleton while the data is on its way.
    handle: { skeleton } satisfies PageHandle,
    errorElement: <RouteErrorBoundary />,
  };
}
