// The route table. Each page route has a loader that starts the page's query with loadQuery before any of
// the page's code runs (render-as-you-fetch), and a `lazy` that loads the page's code in parallel, so
// every page is its own chunk. The loader returns the PreloadedQuery; PreloadedPage hands it to the page.
// Query references are disposed once no route holds them: see relay/queryReferences.ts.
import type { ComponentType, ReactElement } from 'react';
import {
  createBrowserRouter,
  data,
  type DataRouter,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import type { IEnvironment, OperationType } from 'relay-runtime';
import IssuePageQueryNode, { type IssuePageQuery } from '../../__generated__/IssuePageQuery.graphql';
import NewIssuePageQueryNode, { type NewIssuePageQuery } from '../../__generated__/NewIssuePageQuery.graphql';
import ProjectIssuesPageQueryNode, {
  type ProjectIssuesPageQuery,
} from '../../__generated__/ProjectIssuesPageQuery.graphql';
import ProjectsPageQueryNode, { type ProjectsPageQuery } from '../../__generated__/ProjectsPageQuery.graphql';
import { issueStateFromParam } from './issues/issueState';
import { disposeUnusedQueryReferences, preloadQuery } from './relay/queryReferences';
import { AppLayout } from './shell/AppLayout';
import { FormPageSkeleton } from './shell/FormPageSkeleton';
import { IssuePageSkeleton } from './shell/IssuePageSkeleton';
import { ListPageSkeleton } from './shell/ListPageSkeleton';
import { NotFound } from './shell/NotFound';
import { PreloadedPage, type PageProps } from './shell/PreloadedPage';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';

/** The part of a page route shared by all pages: lazy code, skeleton while loading, error boundary. */
function pageRoute<Q extends OperationType>(
  loadPage: () => Promise<ComponentType<PageProps<Q>>>,
  skeleton: ReactElement,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'errorElement'> {
  return {
    lazy: async () => {
      const Page = await loadPage();
      return { element: <PreloadedPage page={Page} skeleton={skeleton} /> };
    },
    // Shown on the very first load, until the page's code has arrived; then the same skeleton waits for data.
    hydrateFallbackElement: skeleton,
    errorElement: <RouteErrorBoundary />,
  };
}

function param(params: Params, name: string): string {
  const value = params[name];
  // Route paths guarantee their params; a miss means the table and the loader disagree.
  if (value === undefined) throw new Error(`Route parameter :${name} is missing.`);
  return value;
}

/** `:number` must be a positive integer; anything else is an address that cannot exist. */
function issueNumber(params: Params): number {
  const raw = param(params, 'number');
  const number = Number(raw);
  if (!/^[1-9]\d{0,9}$/.test(raw) || !Number.isSafeInteger(number) || number > 2 ** 31 - 1) {
    throw data('No such issue', { status: 404 });
  }
  return number;
}

export function createRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      // Last resort, for failures of the layout itself; pages have their own boundary inside the layout.
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          index: true,
          loader: () => preloadQuery<ProjectsPageQuery>(environment, ProjectsPageQueryNode, {}),
          ...pageRoute(
            () => import('./projects/ProjectsPage').then((module) => module.ProjectsPage),
            <ListPageSkeleton label="Loading projects" rows={3} />,
          ),
        },
        {
          path: 'projects/:slug',
          loader: ({ params, request }: LoaderFunctionArgs) =>
            preloadQuery<ProjectIssuesPageQuery>(environment, ProjectIssuesPageQueryNode, {
              slug: param(params, 'slug'),
              state: issueStateFromParam(new URL(request.url).searchParams.get('state')),
            }),
          ...pageRoute(
            () => import('./issues/ProjectIssuesPage').then((module) => module.ProjectIssuesPage),
            <ListPageSkeleton label="Loading issues" />,
          ),
        },
        {
          path: 'projects/:slug/issues/new',
          loader: ({ params }: LoaderFunctionArgs) =>
            preloadQuery<NewIssuePageQuery>(environment, NewIssuePageQueryNode, { slug: param(params, 'slug') }),
          ...pageRoute(
            () => import('./issues/NewIssuePage').then((module) => module.NewIssuePage),
            <FormPageSkeleton label="Loading form" />,
          ),
        },
        {
          path: 'projects/:slug/issues/:number',
          loader: ({ params }: LoaderFunctionArgs) =>
            preloadQuery<IssuePageQuery>(environment, IssuePageQueryNode, {
              slug: param(params, 'slug'),
              number: issueNumber(params),
            }),
          ...pageRoute(
            () => import('./issues/IssuePage').then((module) => module.IssuePage),
            <IssuePageSkeleton />,
          ),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/**
 * The app's router over `createRoutes`, with query references disposed as routes are left. Tests pass
 * a memory router factory; the app uses the browser's history.
 */
export function createAppRouter(
  environment: IEnvironment,
  createRouter: (routes: RouteObject[]) => DataRouter = createBrowserRouter,
): DataRouter {
  const router = createRouter(createRoutes(environment));
  disposeUnusedQueryReferences(router, environment);
  return router;
}
