// The route table. Each page route has a loader that starts the page's query with loadQuery before any of
// the page's code runs (render-as-you-fetch), and a `lazy` that loads the page's code in parallel, so
// every page is its own chunk. Loaders need only each query's persisted id: they import the `$parameters`
// of `@preloadable` queries, and the full artifacts (what Relay reads the answer with) come with each page's
// code, not with the first load. The loader returns the PreloadedQuery; PreloadedPage hands it to the page.
// Query references are disposed once no route holds them: see relay/queryReferences.ts (the EnvironmentHolder's).
// The root route's loader preloads the header's query (the viewer), alongside each page's own.
// Loaders read the environment from the EnvironmentHolder at the moment they run: it is replaced when
// the session changes, and every route whose data came from the replaced one then loads again (relayLoader).
import type { ComponentType, ReactElement } from 'react';
import type { PreloadedQuery } from 'react-relay';
import {
  createBrowserRouter,
  data,
  type DataRouter,
  type LoaderFunctionArgs,
  type Params,
  redirect,
  type RouteObject,
} from 'react-router-dom';
import type { IEnvironment, OperationType } from 'relay-runtime';
import AdminInvitationsPageQueryNode from '../../__generated__/AdminInvitationsPageQuery$parameters';
import type { AdminInvitationsPageQuery } from '../../__generated__/AdminInvitationsPageQuery.graphql';
import AdminPeoplePageQueryNode from '../../__generated__/AdminPeoplePageQuery$parameters';
import type { AdminPeoplePageQuery } from '../../__generated__/AdminPeoplePageQuery.graphql';
import AdminProjectPageQueryNode from '../../__generated__/AdminProjectPageQuery$parameters';
import type { AdminProjectPageQuery } from '../../__generated__/AdminProjectPageQuery.graphql';
import AdminProjectsPageQueryNode from '../../__generated__/AdminProjectsPageQuery$parameters';
import type { AdminProjectsPageQuery } from '../../__generated__/AdminProjectsPageQuery.graphql';
import AdminSettingsPageQueryNode from '../../__generated__/AdminSettingsPageQuery$parameters';
import type { AdminSettingsPageQuery } from '../../__generated__/AdminSettingsPageQuery.graphql';
import InvitationPageQueryNode from '../../__generated__/InvitationPageQuery$parameters';
import type { InvitationPageQuery } from '../../__generated__/InvitationPageQuery.graphql';
import ChangePasswordPageQueryNode from '../../__generated__/ChangePasswordPageQuery$parameters';
import type { ChangePasswordPageQuery } from '../../__generated__/ChangePasswordPageQuery.graphql';
import AdminAuditPageQueryNode from '../../__generated__/AdminAuditPageQuery$parameters';
import type { AdminAuditPageQuery } from '../../__generated__/AdminAuditPageQuery.graphql';
import ProfilePageQueryNode from '../../__generated__/ProfilePageQuery$parameters';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import HeaderAccountQueryNode, { type HeaderAccountQuery } from '../../__generated__/HeaderAccountQuery.graphql';
import IssuePageQueryNode from '../../__generated__/IssuePageQuery$parameters';
import type { IssuePageQuery } from '../../__generated__/IssuePageQuery.graphql';
import LabelsPageQueryNode from '../../__generated__/LabelsPageQuery$parameters';
import type { LabelsPageQuery } from '../../__generated__/LabelsPageQuery.graphql';
import InboxPageQueryNode from '../../__generated__/InboxPageQuery$parameters';
import type { InboxPageQuery } from '../../__generated__/InboxPageQuery.graphql';
import MyIssuesPageQueryNode from '../../__generated__/MyIssuesPageQuery$parameters';
import type { MyIssuesPageQuery } from '../../__generated__/MyIssuesPageQuery.graphql';
import NewIssuePageQueryNode from '../../__generated__/NewIssuePageQuery$parameters';
import type { NewIssuePageQuery } from '../../__generated__/NewIssuePageQuery.graphql';
import ProjectIssuesPageQueryNode from '../../__generated__/ProjectIssuesPageQuery$parameters';
import type { ProjectIssuesPageQuery } from '../../__generated__/ProjectIssuesPageQuery.graphql';
import ProjectsPageQueryNode from '../../__generated__/ProjectsPageQuery$parameters';
import type { ProjectsPageQuery } from '../../__generated__/ProjectsPageQuery.graphql';
import SignInPageQueryNode from '../../__generated__/SignInPageQuery$parameters';
import type { SignInPageQuery } from '../../__generated__/SignInPageQuery.graphql';
import SignUpPageQueryNode from '../../__generated__/SignUpPageQuery$parameters';
import type { SignUpPageQuery } from '../../__generated__/SignUpPageQuery.graphql';
import { issueListVariables, issueNumberFrom } from '../shared/firstQueries';
import { ADMIN_PROJECTS_PATH, HOME_PATH, inboxTabFrom, includesArchived, queryFromSearchParams, ROUTES } from './paths';
import { auditFiltersFrom } from './admin/auditFilterParams';
import type { EnvironmentHolder } from './relay/environment';
import { AppLayout, type PageHandle } from './shell/AppLayout';
import { FormPageSkeleton } from './shell/FormPageSkeleton';
import { IssuePageSkeleton } from './shell/IssuePageSkeleton';
import { ListPageSkeleton } from './shell/ListPageSkeleton';
import { NotFound } from './shell/NotFound';
import { PreloadedPage, type PageProps } from './shell/PreloadedPage';
import { RetryingPage } from './shell/RetryingPage';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';
import { loadIssuePage } from './issuePageCode';

/** The inbox's tab in the address, as the API names its filter. */
const INBOX_FILTERS = { unread: 'UNREAD', all: 'ALL', done: 'DONE' } as const;

/** The part of a page route shared by all pages: lazy code, skeleton while loading, error boundary. */
function pageRoute<Q extends OperationType>(
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

function param(params: Params, name: string): string {
  const value = params[name];
  // Route paths guarantee their params; a miss means the table and the loader disagree.
  if (value === undefined) throw new Error(`Route parameter :${name} is missing.`);
  return value;
}

/** `:number` must be a positive integer (as the server reads it for the page's first query, shared/firstQueries.ts). */
function issueNumber(params: Params): number {
  const number = issueNumberFrom(param(params, 'number'));
  if (number === null) throw data('No such issue', { status: 404 });
  return number;
}

/** Whether `value` is a query reference made with `environment` (loader data is nothing else here). */
function isReferenceOf(value: unknown, environment: IEnvironment): boolean {
  return typeof value === 'object' && value !== null && 'environment' in value && value.environment === environment;
}

/**
 * The routes. `loaderData(routeId)` reads what a route's loader returned last (the router's state);
 * createAppRouter passes it in, since the routes exist before the router does.
 */
export function createRoutes(environments: EnvironmentHolder, loaderData: (routeId: string) => unknown = () => undefined): RouteObject[] {
  // Every reference a loader makes is recorded by the holder's QueryReferences, to be disposed once left.
  const preloadQuery = environments.queries.preload;
  /**
   * A route's id and loader: `load` runs with the environment current at that moment. On top of React
   * Router's own reasons, the route loads again when the reference it holds came from an environment
   * since replaced: after a sign-in or sign-out the app navigates, and React Router would otherwise keep
   * the layout's data (the previous user's viewer) across that navigation. The check reads the data the
   * router actually holds, so a navigation overtaken by another cannot make it miss.
   */
  const relayLoader = <Q extends OperationType>(
    id: string,
    load: (environment: IEnvironment, args: LoaderFunctionArgs) => PreloadedQuery<Q>,
  ): Pick<RouteObject, 'id' | 'loader' | 'shouldRevalidate'> => ({
    id,
    loader: (args: LoaderFunctionArgs) => load(environments.current, args),
    shouldRevalidate: ({ defaultShouldRevalidate }) => {
      const held = loaderData(id);
      return defaultShouldRevalidate || (held !== undefined && !isReferenceOf(held, environments.current));
    },
  });

  return [
    {
      path: HOME_PATH,
      ...relayLoader('root', (environment) => preloadQuery<HeaderAccountQuery>(environment, HeaderAccountQueryNode, {})),
      element: <AppLayout />,
      // Until the first page is ready (its code, and the loaders have run), the layout with skeletons.
      hydrateFallbackElement: <AppLayout />,
      // Last resort, for failures of the layout itself; pages have their own boundary inside the layout.
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          index: true,
          ...relayLoader('projects', (environment, { request }) =>
            preloadQuery<ProjectsPageQuery>(environment, ProjectsPageQueryNode, {
              includeArchived: includesArchived(new URL(request.url).searchParams),
            }),
          ),
          ...pageRoute(
            () => import('./projects/ProjectsPage').then((module) => module.ProjectsPage),
            <ListPageSkeleton label="Loading projects" rows={3} />,
          ),
        },
        {
          path: ROUTES.project,
          ...relayLoader('project-issues', (environment, { params, request }) =>
            preloadQuery<ProjectIssuesPageQuery>(environment, ProjectIssuesPageQueryNode, {
              slug: param(params, 'slug'),
              // The search is the address's `?q=` (or the older `?state=`): shareable, and Back works.
              ...issueListVariables(queryFromSearchParams(new URL(request.url).searchParams)),
            }),
          ),
          ...pageRoute(
            () => import('./issueList/ProjectIssuesPage').then((module) => module.ProjectIssuesPage),
            <ListPageSkeleton label="Loading issues" />,
          ),
        },
        {
          path: ROUTES.projectLabels,
          ...relayLoader('labels', (environment, { params }) =>
            preloadQuery<LabelsPageQuery>(environment, LabelsPageQueryNode, { slug: param(params, 'slug') }),
          ),
          ...pageRoute(
            () => import('./labels/LabelsPage').then((module) => module.LabelsPage),
            <ListPageSkeleton label="Loading labels" rows={5} />,
          ),
        },
        {
          path: ROUTES.newIssue,
          ...relayLoader('new-issue', (environment, { params }) =>
            preloadQuery<NewIssuePageQuery>(environment, NewIssuePageQueryNode, { slug: param(params, 'slug') }),
          ),
          ...pageRoute(
            () => import('./newIssue/NewIssuePage').then((module) => module.NewIssuePage),
            <FormPageSkeleton label="Loading form" />,
          ),
        },
        {
          path: ROUTES.issue,
          ...relayLoader('issue', (environment, { params }) =>
            preloadQuery<IssuePageQuery>(environment, IssuePageQueryNode, {
              slug: param(params, 'slug'),
              number: issueNumber(params),
            }),
          ),
          ...pageRoute(loadIssuePage, <IssuePageSkeleton />),
        },
        // My issues: one page on two addresses, its tabs (assigned to me, created by me), each with its `?q=`.
        ...(['assigned', 'created'] as const).map((tab): RouteObject => ({
          path: tab === 'created' ? ROUTES.myCreatedIssues : ROUTES.myIssues,
          ...relayLoader(`my-issues-${tab}`, (environment, { request }) =>
            preloadQuery<MyIssuesPageQuery>(environment, MyIssuesPageQueryNode, {
              relation: tab === 'created' ? 'CREATED' : 'ASSIGNED',
              query: queryFromSearchParams(new URL(request.url).searchParams),
            }),
          ),
          ...pageRoute(
            () => import('./myIssues/MyIssuesPage').then((module) => module.MyIssuesPage),
            <ListPageSkeleton label="Loading your issues" />,
          ),
        })),
        {
          path: ROUTES.inbox,
          ...relayLoader('inbox', (environment, { request }) =>
            preloadQuery<InboxPageQuery>(environment, InboxPageQueryNode, {
              filter: INBOX_FILTERS[inboxTabFrom(new URL(request.url).searchParams)],
            }),
          ),
          ...pageRoute(
            () => import('./inbox/InboxPage').then((module) => module.InboxPage),
            <ListPageSkeleton label="Loading your inbox" />,
          ),
        },
        {
          path: ROUTES.signIn,
          ...relayLoader('sign-in', (environment) => preloadQuery<SignInPageQuery>(environment, SignInPageQueryNode, {})),
          ...pageRoute(
            () => import('./account/SignInPage').then((module) => module.SignInPage),
            <FormPageSkeleton label="Loading sign-in" />,
          ),
        },
        {
          path: ROUTES.signUp,
          ...relayLoader('sign-up', (environment) => preloadQuery<SignUpPageQuery>(environment, SignUpPageQueryNode, {})),
          ...pageRoute(
            () => import('./account/SignUpPage').then((module) => module.SignUpPage),
            <FormPageSkeleton label="Loading sign-up" />,
          ),
        },
        {
          path: ROUTES.changePassword,
          ...relayLoader('change-password', (environment) =>
            preloadQuery<ChangePasswordPageQuery>(environment, ChangePasswordPageQueryNode, {}),
          ),
          ...pageRoute(
            () => import('./account/ChangePasswordPage').then((module) => module.ChangePasswordPage),
            <FormPageSkeleton label="Loading form" />,
          ),
        },
        {
          path: ROUTES.profile,
          ...relayLoader('profile', (environment) => preloadQuery<ProfilePageQuery>(environment, ProfilePageQueryNode, {})),
          ...pageRoute(
            () => import('./account/ProfilePage').then((module) => module.ProfilePage),
            <FormPageSkeleton label="Loading profile" />,
          ),
        },
        {
          path: ROUTES.invitation,
          ...relayLoader('invitation', (environment, { params }) =>
            preloadQuery<InvitationPageQuery>(environment, InvitationPageQueryNode, { token: param(params, 'token') }),
          ),
          ...pageRoute(
            () => import('./account/InvitationPage').then((module) => module.InvitationPage),
            <FormPageSkeleton label="Loading invitation" />,
          ),
        },
        // The admin area: each section its own page (admins; others are told it is for admins).
        { path: ROUTES.admin, loader: () => redirect(ADMIN_PROJECTS_PATH) },
        {
          path: ROUTES.adminProjects,
          ...relayLoader('admin-projects', (environment) =>
            preloadQuery<AdminProjectsPageQuery>(environment, AdminProjectsPageQueryNode, {}),
          ),
          ...pageRoute(
            () => import('./admin/AdminProjectsPage').then((module) => module.AdminProjectsPage),
            <ListPageSkeleton label="Loading projects" rows={3} />,
          ),
        },
        {
          path: ROUTES.adminProject,
          ...relayLoader('admin-project', (environment, { params }) =>
            preloadQuery<AdminProjectPageQuery>(environment, AdminProjectPageQueryNode, { slug: param(params, 'slug') }),
          ),
          ...pageRoute(
            () => import('./admin/AdminProjectPage').then((module) => module.AdminProjectPage),
            <FormPageSkeleton label="Loading project" />,
          ),
        },
        {
          path: ROUTES.adminPeople,
          ...relayLoader('admin-people', (environment) => preloadQuery<AdminPeoplePageQuery>(environment, AdminPeoplePageQueryNode, {})),
          ...pageRoute(
            () => import('./admin/AdminPeoplePage').then((module) => module.AdminPeoplePage),
            <ListPageSkeleton label="Loading people" rows={5} />,
          ),
        },
        {
          path: ROUTES.adminInvitations,
          ...relayLoader('admin-invitations', (environment) =>
            preloadQuery<AdminInvitationsPageQuery>(environment, AdminInvitationsPageQueryNode, {}),
          ),
          ...pageRoute(
            () => import('./admin/AdminInvitationsPage').then((module) => module.AdminInvitationsPage),
            <ListPageSkeleton label="Loading invitations" rows={3} />,
          ),
        },
        {
          path: ROUTES.adminSettings,
          ...relayLoader('admin-settings', (environment) =>
            preloadQuery<AdminSettingsPageQuery>(environment, AdminSettingsPageQueryNode, {}),
          ),
          ...pageRoute(
            () => import('./admin/AdminSettingsPage').then((module) => module.AdminSettingsPage),
            <FormPageSkeleton label="Loading settings" />,
          ),
        },
        {
          path: ROUTES.adminAudit,
          ...relayLoader('admin-audit', (environment, { request }) =>
            preloadQuery<AdminAuditPageQuery>(environment, AdminAuditPageQueryNode, auditFiltersFrom(new URL(request.url).searchParams)),
          ),
          ...pageRoute(
            () => import('./admin/AdminAuditPage').then((module) => module.AdminAuditPage),
            <ListPageSkeleton label="Loading audit log" rows={5} />,
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
 *
 * References are recorded and disposed per environment by the holder's QueryReferences (relay/queryReferences.ts). When the environment
 * is replaced (the session changed), the new one gets its own watcher, and the old one's is stopped once
 * no route holds its references any more, having disposed them. Nothing is reloaded here: whoever
 * replaces the environment navigates next (useSessionChanged), and that navigation loads every route
 * whose data came from the old environment (relayLoader). Revalidating here as well would send the
 * current page's query once more, only for the navigation to cancel it.
 */
export function createAppRouter(
  environments: EnvironmentHolder,
  createRouter: (routes: RouteObject[]) => DataRouter = createBrowserRouter,
): DataRouter {
  // Read only once the router runs a navigation, by which time it exists.
  const router: DataRouter = createRouter(createRoutes(environments, (routeId) => router.state.loaderData[routeId]));
  let watched = environments.current;
  let stopWatching = environments.queries.watch(router, watched);
  environments.subscribe(() => {
    const retired = watched;
    const stopRetiredWatcher = stopWatching;
    watched = environments.current;
    stopWatching = environments.queries.watch(router, watched);
    // Subscribed after the retired watcher, so it runs after it on each router update.
    const stopRetiring = router.subscribe((state) => {
      const settled = state.initialized && state.navigation.state === 'idle' && state.revalidation === 'idle';
      if (!settled || Object.values(state.loaderData).some((data) => isReferenceOf(data, retired))) return;
      stopRetiredWatcher();
      stopRetiring();
    });
  });
  return router;
}
