// The route table: each page's path, its loader (routeLoaders.ts), which starts the page's query with
// loadQuery before any of the page's code runs, and its page (pageRoute.tsx), whose code `lazy` loads in
// parallel. Loaders need only each query's persisted id: they import the `$parameters` of `@preloadable`
// queries, and the full artifacts (what Relay reads the answer with) come with each page's code, not with the
// first load. The root route's loader preloads the header's query (the viewer), alongside each page's own.
// Query references are disposed once no route holds them (watchQueryReferences.ts).
import { createBrowserRouter, type DataRouter, redirect, type RouteObject } from 'react-router-dom';
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
import { issueListVariables } from '../shared/firstQueries';
import { ADMIN_PROJECTS_PATH, HOME_PATH, inboxTabFrom, includesArchived, queryFromSearchParams, ROUTES } from './paths';
import { auditFiltersFrom } from './admin/auditFilterParams';
import type { EnvironmentHolder } from './relay/environment';
import { AppLayout } from './shell/AppLayout';
import { FormPageSkeleton } from './shell/FormPageSkeleton';
import { IssuePageSkeleton } from './shell/IssuePageSkeleton';
import { ListPageSkeleton } from './shell/ListPageSkeleton';
import { NotFound } from './shell/NotFound';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';
import { loadIssuePage } from './issuePageCode';
import { pageRoute } from './pageRoute';
import { issueNumber, param, relayLoaderFor } from './routeLoaders';
import { watchQueryReferences } from './watchQueryReferences';

/** The inbox's tab in the address, as the API names its filter. */
const INBOX_FILTERS = { unread: 'UNREAD', all: 'ALL', done: 'DONE' } as const;

/**
 * The routes. `loaderData(routeId)` reads what a route's loader returned last (the router's state);
 * createAppRouter passes it in, since the routes exist before the router does.
 */
export function createRoutes(environments: EnvironmentHolder, loaderData: (routeId: string) => unknown = () => undefined): RouteObject[] {
  // Every reference a loader makes is recorded by the holder's QueryReferences, to be disposed once left.
  const preloadQuery = environments.queries.preload;
  const relayLoader = relayLoaderFor(environments, loaderData);

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
 * The app's router over `createRoutes`, with query references disposed as routes are left
 * (watchQueryReferences.ts). Tests pass a memory router factory; the app uses the browser's history.
 */
export function createAppRouter(
  environments: EnvironmentHolder,
  createRouter: (routes: RouteObject[]) => DataRouter = createBrowserRouter,
): DataRouter {
  // Read only once the router runs a navigation, by which time it exists.
  const router: DataRouter = createRouter(createRoutes(environments, (routeId) => router.state.loaderData[routeId]));
  watchQueryReferences(router, environments);
  return router;
}
