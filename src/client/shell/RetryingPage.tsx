import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { NetworkError } from '../relay/errors';
import { PreloadedPage, type PageProps } from './PreloadedPage';

interface Props<Q extends OperationType> {
  loadPage: () => Promise<ComponentType<PageProps<Q>>>;
  skeleton: ReactNode;
}

/** The page code each route got in the end, so that later visits do not wait for it again. */
const loadedPages = new WeakMap<() => Promise<unknown>, ComponentType<never>>();
/** One attempt per run of the route's loader, keyed by the query reference that run returned. */
const attempts = new WeakMap<object, Promise<ComponentType<never>>>();

/**
 * The element of a page route whose code could not be loaded the first time (the server could not be
 * reached). React Router keeps a failed `lazy()` for good, and then renders neither the page nor its
 * error boundary: the page stayed blank, even once the server was back. So routes.tsx resolves `lazy()`
 * with this instead, which loads the code itself: once per run of the route's loader (Retry, or coming
 * back to the page), showing the page's skeleton meanwhile. While the code cannot be loaded it throws a
 * NetworkError, which the route's error boundary shows as "Can't reach the server" with Retry.
 */
export function RetryingPage<Q extends OperationType>({ loadPage, skeleton }: Props<Q>) {
  return (
    <Suspense fallback={skeleton}>
      <LoadedPage loadPage={loadPage} skeleton={skeleton} />
    </Suspense>
  );
}

function LoadedPage<Q extends OperationType>({ loadPage, skeleton }: Props<Q>) {
  // A new query reference each time the route's loader runs.
  const run = useLoaderData<object>();
  const loaded = loadedPages.get(loadPage) as ComponentType<PageProps<Q>> | undefined;
  if (loaded !== undefined) return <PreloadedPage page={loaded} skeleton={skeleton} />;

  let attempt = attempts.get(run) as Promise<ComponentType<PageProps<Q>>> | undefined;
  if (attempt === undefined) {
    attempt = loadPage().then(
      (Page) => {
        loadedPages.set(loadPage, Page as ComponentType<never>);
        return Page;
      },
      (error: unknown) => {
        throw new NetworkError('offline', "Can't reach the server: this page's code did not load.", {
          retryable: true,
          cause: error,
        });
      },
    );
    attempts.set(run, attempt as Promise<ComponentType<never>>);
  }
  const Page = use(attempt);
  return <PreloadedPage page={Page} skeleton={skeleton} />;
}
