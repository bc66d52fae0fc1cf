// The route table. Each page route has a loader that starts the page's query with loadQuery before any of
// the page's code runs (render-as-you-fetch), and a `lazy` that loads the page's code in parallel, so
// every page is its own chunk. The loader returns the PreloadedQuery; PreloadedPage hands it to the page.
// Query references are disposed once no route holds them: see relay/queryReferences.ts.
// The root route's loader preloads the header's query (the viewer), alongside each page's own.
// Loaders read the environment from the EnvironmentHolder at the moment they run: it is replaced when
// the session changes, and createAppRouter then runs every loader again (see there).
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
import ChangePasswordPageQueryNode, {
  type ChangePasswordPageQuery,
} from '../../__generated__/ChangePasswordPageQuery.graphql';
import HeaderAccountQueryNode, { type HeaderAccountQuery } from '../../__generated__/HeaderAccountQuery.graphql';
import IssuePageQueryNode, { type IssuePageQuery } from '../../__generated__/IssuePageQuery.graphql';
import NewIssuePageQueryNode, { type NewIssuePageQuery } from '../../__generated__/NewIssuePageQuery.graphql';
import ProjectIssuesPageQueryNode, {
  type ProjectIssuesPageQuery,
} from '../../__generated__/ProjectIssuesPageQuery.graphql';
import ProjectsPageQueryNode, { type ProjectsPageQuery } from '../../__generated__/ProjectsPageQuery.graphql';
import SignInPageQueryNode, { type SignInPageQuery } from '../../__generated__/SignInPageQuery.graphql';
import SignUpPageQueryNode, { type SignUpPageQuery } from '../../__generated__/SignUpPageQuery.graphql';
import { CHANGE_PASSWORD_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from './account/nextPath';
import { issueStateFromParam } from './issues/issueState';
import type { EnvironmentHolder } from './relay/environment';
import { disposeUnusedQueryReferences, preloadQuery } from './relay/queryReferences';
import { AppLayout, type PageHandle } from './shell/AppLayout';
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
): Pick<RouteObject, 'lazy' | 'handle' | 'errorElement'> {
  return {
    lazy: async () => {
      const Page = await loadPage();
      return { element: <PreloadedPage page={Page} skeleton={skeleton} /> };
    },
    // The layout shows it on the very first load, until the page's code has arrived (the root route's
    // HydrateFallback); then PreloadedPage shows the same skeleton while the data is on its way.
    handle: { skeleton } satisfies PageHandle,
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

export function createRoutes(environments: EnvironmentHolder): RouteObject[] {
  return [
    {
      path: '/',
      loader: () => preloadQuery<HeaderAccountQuery>(environments.current, HeaderAccountQueryNode, {}),
      element: <AppLayout />,
      // Until the first page is ready (its code, and the loaders have run), the layout with skeletons.
      hydrateFallbackElement: <AppLayout />,
      // Last resort, for failures of the layout itself; pages have their own boundary inside the layout.
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          index: true,
          loader: () => preloadQuery<ProjectsPageQuery>(environments.current, ProjectsPageQueryNode, {}),
          ...pageRoute(
            () => import('./projects/ProjectsPage').then((module) => module.ProjectsPage),
            <ListPageSkeleton label="Loading projects" rows={3} />,
          ),
        },
        {
          path: 'projects/:slug',
          loader: ({ params, request }: LoaderFunctionArgs) =>
            preloadQuery<ProjectIssuesPageQuery>(environments.current, ProjectIssuesPageQueryNode, {
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
            preloadQuery<NewIssuePageQuery>(environments.current, NewIssuePageQueryNode, {
              slug: param(params, 'slug'),
            }),
          ...pageRoute(
            () => import('./issues/NewIssuePage').then((module) => module.NewIssuePage),
            <FormPageSkeleton label="Loading form" />,
          ),
        },
        {
          path: 'projects/:slug/issues/:number',
          loader: ({ params }: LoaderFunctionArgs) =>
            preloadQuery<IssuePageQuery>(environments.current, IssuePageQueryNode, {
              slug: param(params, 'slug'),
              number: issueNumber(params),
            }),
          ...pageRoute(
            () => import('./issues/IssuePage').then((module) => module.IssuePage),
            <IssuePageSkeleton />,
          ),
        },
        {
          path: SIGN_IN_PATH.slice(1),
          loader: () => preloadQuery<SignInPageQuery>(environments.current, SignInPageQueryNode, {}),
          ...pageRoute(
            () => import('./account/SignInPage').then((module) => module.SignInPage),
            <FormPageSkeleton label="Loading sign-in" />,
          ),
        },
        {
          path: SIGN_UP_PATH.slice(1),
          loader: () => preloadQuery<SignUpPageQuery>(environments.current, SignUpPageQueryNode, {}),
          ...pageRoute(
            () => import('./account/SignUpPage').then((module) => module.SignUpPage),
            <FormPageSkeleton label="Loading sign-up" />,
          ),
        },
        {
          path: CHANGE_PASSWORD_PATH.slice(1),
          loader: () => preloadQuery<ChangePasswordPageQuery>(environments.current, ChangePasswordPageQueryNode, {}),
          ...pageRoute(
            () => import('./account/ChangePasswordPage').then((module) => module.ChangePasswordPage),
            <FormPageSkeleton label="Loading form" />,
          ),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** Whether `value` is a query reference made with `environment` (loader data is nothing else here). */
function isReferenceOf(value: unknown, environment: IEnvironment): boolean {
  return typeof value === 'object' && value !== null && 'environment' in value && value.environment === environment;
}

/**
 * The app's router over `createRoutes`, with query references disposed as routes are left. Tests pass
 * a memory router factory; the app uses the browser's history.
 *
 * When the environment is replaced (the session changed), every loader must run again: the references
 * the router holds belong to the old environment and its data to the previous user. `revalidate()`
 * does that for the current location, and a navigation started right after (useSessionChanged always
 * navigates) takes over and reloads every route it matches, the root's too. References are recorded
 * and disposed per environment (relay/queryReferences.ts), so the new environment gets its own watcher,
 * and the old one's is stopped once no route holds its references any more, having disposed them.
 */
export function createAppRouter(
  environments: EnvironmentHolder,
  createRouter: (routes: RouteObject[]) => DataRouter = createBrowserRouter,
): DataRouter {
  const router = createRouter(createRoutes(environments));
  let watched = environments.current;
  let stopWatching = disposeUnusedQueryReferences(router, watched);
  environments.subscribe(() => {
    const retired = watched;
    const stopRetiredWatcher = stopWatching;
    watched = environments.current;
    stopWatching = disposeUnusedQueryReferences(router, watched);
    // Subscribed after the retired watcher, so it runs after it on each router update.
    const stopRetiring = router.subscribe((state) => {
      const settled = state.initialized && state.navigation.state === 'idle' && state.revalidation === 'idle';
      if (!settled || Object.values(state.loaderData).some((data) => isReferenceOf(data, retired))) return;
      stopRetiredWatcher();
      stopRetiring();
    });
    void router.revalidate();
  });
  return router;
}
