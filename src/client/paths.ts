// Every address of the app is built here and nowhere else: the route table's patterns, the links and
// redirects of the pages, and the parts of an address that carry state (`?q=`, `?archived=1`, `?next=`).
// An address changes in one place, and a search for "where does this link go" has one answer. ESLint
// refuses a literal or template address elsewhere in src/client (eslint.config.js, `paths.ts only`). The
// sign-in page's address with its `next` is shared with the server's redirect (shared/signInAddress.ts).
import { HOME_PATH, SIGN_IN_PATH, SIGN_IN_ROUTE, SIGN_UP_PATH, SIGN_UP_ROUTE } from '../shared/signInAddress';

export { HOME_PATH, SIGN_IN_PATH, SIGN_UP_PATH };
export { safeNextPath, signInPath, signUpPath } from '../shared/signInAddress';
// The list's search as the address holds it is read by the server too (its first query, shared/firstQueries.ts).
import { DEFAULT_ISSUE_QUERY } from '../shared/firstQueries';
export { DEFAULT_ISSUE_QUERY };
export { queryFromSearchParams } from '../shared/firstQueries';

/** The route table's patterns (React Router's, relative to the root route). */
export const ROUTES = {
  project: 'projects/:slug',
  projectLabels: 'projects/:slug/labels',
  newIssue: 'projects/:slug/issues/new',
  issue: 'projects/:slug/issues/:number',
  myIssues: 'issues',
  myCreatedIssues: 'issues/created',
  inbox: 'inbox',
  signIn: SIGN_IN_ROUTE,
  signUp: SIGN_UP_ROUTE,
  changePassword: 'settings/password',
  profile: 'settings/profile',
  invitation: 'invitations/:token',
  admin: 'admin',
  adminProjects: 'admin/projects',
  adminProject: 'admin/projects/:slug',
  adminPeople: 'admin/people',
  adminInvitations: 'admin/invitations',
  adminSettings: 'admin/settings',
  adminAudit: 'admin/audit',
} as const;

export const CHANGE_PASSWORD_PATH = `/${ROUTES.changePassword}`;
export const PROFILE_PATH = `/${ROUTES.profile}`;
export const ADMIN_PROJECTS_PATH = `/${ROUTES.adminProjects}`;
export const ADMIN_PEOPLE_PATH = `/${ROUTES.adminPeople}`;
export const ADMIN_INVITATIONS_PATH = `/${ROUTES.adminInvitations}`;
export const ADMIN_SETTINGS_PATH = `/${ROUTES.adminSettings}`;
export const ADMIN_AUDIT_PATH = `/${ROUTES.adminAudit}`;

// The home page lists archived projects too when its address says so (`/?archived=1`): shareable, and Back
// returns to the list as it was.
const ARCHIVED_PARAM = 'archived';

/** Whether the home page's address asks for archived projects as well. */
export function includesArchived(searchParams: URLSearchParams): boolean {
  return searchParams.get(ARCHIVED_PARAM) === '1';
}

/** The home page's address, with or without archived projects. */
export function projectsPath(includeArchived: boolean): string {
  return includeArchived ? `${HOME_PATH}?${ARCHIVED_PARAM}=1` : HOME_PATH;
}

// The issue list's search lives in the address as `?q=` (GitHub's syntax, README "Using Triage"), so a
// search can be bookmarked and shared, and Back returns to the previous one.

/**
 * The address's search part for `query`: `?q=is:open+label:bug`. Colons and `@` stay readable (both are
 * allowed in a query string); the default search is the bare page, so that the plain address stays plain.
 */
export function searchForQuery(query: string): string {
  const normalized = query.trim().replace(/\s+/g, ' ');
  if (normalized === DEFAULT_ISSUE_QUERY) return '';
  const encoded = encodeURIComponent(normalized).replace(/%3A/gi, ':').replace(/%40/g, '@').replace(/%20/g, '+');
  return `?q=${encoded}`;
}

/** A value as the search language wants it: quoted when it has a space. */
export function searchValue(value: string): string {
  return /\s/.test(value) ? `"${value}"` : value;
}

/** A project's open issues with the label `name` (where a label chip leads). */
export function labelIssuesPath(slug: string, name: string): string {
  return projectPath(slug, `is:open label:${searchValue(name)}`);
}

/** A project's page (its issues), searched for `query` (by default its open issues). */
export function projectPath(slug: string, query: string = DEFAULT_ISSUE_QUERY): string {
  return `/projects/${encodeURIComponent(slug)}${searchForQuery(query)}`;
}

/** Which of the viewer's issues My issues shows: those assigned to them, or those they opened. */
export type MyIssuesTab = 'assigned' | 'created';

/** My issues (across projects), on one of its tabs, searched for `query` (by default the open ones). */
export function myIssuesPath(tab: MyIssuesTab = 'assigned', query: string = DEFAULT_ISSUE_QUERY): string {
  return `/${tab === 'created' ? ROUTES.myCreatedIssues : ROUTES.myIssues}${searchForQuery(query)}`;
}

/** The inbox's tabs: unread entries (the default), every entry not done, or those marked done. */
export type InboxTab = 'unread' | 'all' | 'done';

const INBOX_TAB_PARAM = 'filter';

/** The inbox, on one of its tabs (`/inbox`, `/inbox?filter=all`, `/inbox?filter=done`). */
export function inboxPath(tab: InboxTab = 'unread'): string {
  return tab === 'unread' ? `/${ROUTES.inbox}` : `/${ROUTES.inbox}?${INBOX_TAB_PARAM}=${tab}`;
}

/** The inbox tab an address asks for; anything unknown is the default, unread. */
export function inboxTabFrom(params: URLSearchParams): InboxTab {
  const tab = params.get(INBOX_TAB_PARAM);
  return tab === 'all' || tab === 'done' ? tab : 'unread';
}

/** A project's labels. */
export function projectLabelsPath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}/labels`;
}

/** The form that opens an issue in a project. */
export function newIssuePath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}/issues/new`;
}

/** One issue's page. */
export function issuePath(slug: string, number: number): string {
  return `/projects/${encodeURIComponent(slug)}/issues/${number}`;
}

/**
 * The same page of a project under its current slug, for an address that named the project by an older
 * one: the part after the slug, the search and the fragment are kept.
 */
export function withCurrentSlug(location: { pathname: string; search: string; hash: string }, asked: string, slug: string): string {
  const prefix = `/projects/${encodeURIComponent(asked)}`;
  const rest = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : '';
  return `/projects/${encodeURIComponent(slug)}${rest}${location.search}${location.hash}`;
}

/** A project's page in the admin area. */
export function adminProjectPath(slug: string): string {
  return `${ADMIN_PROJECTS_PATH}/${encodeURIComponent(slug)}`;
}

// The audit log's filters live in its address (`/admin/audit?action=ROLE_CHANGED&actor=<id>`): the route's
// loader reads them to preload the page, a filtered view can be shared, and Back returns to the one before.

/** The audit log's filters as its address has them (the action not yet checked against the known ones). */
export function auditFilterParams(searchParams: URLSearchParams): { action: string | null; actorId: string | null } {
  const actor = searchParams.get('actor');
  return { action: searchParams.get('action'), actorId: actor && actor.length <= 64 ? actor : null };
}

/** The audit log's address with these filters. */
export function auditLogPath({ action, actorId }: { action: string | null; actorId: string | null }): string {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (actorId) params.set('actor', actorId);
  const search = params.toString();
  return search ? `${ADMIN_AUDIT_PATH}?${search}` : ADMIN_AUDIT_PATH;
}

/** The page an invitation link opens; the token is the link's secret. */
export function invitationPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}

/** A search as the sidebar's views compare them (built-in and saved): trimmed, its spaces single. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}
