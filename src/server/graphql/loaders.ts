// Per-request DataLoaders: every lookup by key within one request is batched into one SQL statement (the
// domain's batch reads, domain/batchReads.ts and the pages' reads) and cached for the rest of that request only (so no N+1 and
// no stale data across requests). Loaders cache per viewer: signing in or out makes new ones (context.ts).
// Most reads are the same whoever asks (the resolvers decide what the viewer may see): those are `SharedReads`,
// which a live change notice's subscribers share (graphql/noticeReads.ts); the few that depend on the viewer
// are made per viewer.
import DataLoader from 'dataloader';
import type { DB } from '../db/database.ts';
import type { SavedViewRow } from '../db/tables/projects.ts';
import * as reads from '../domain/batchReads.ts';
import { issuesByNumbers, type IssueWithLinks } from '../domain/issuePageRead.ts';
import { linksOfIssues } from '../domain/issueLinks.ts';
import { choicesOfProjects, projectPagesBySlugs, type ProjectPage } from '../domain/projectPageRead.ts';
import { visibleFromRow } from '../domain/authorization.ts';
import { invitationMailStatuses } from '../domain/invitationMails.ts';
import { countProjectIssues, type IssueCountRequest } from '../domain/issueListCounts.ts';
import type { ReadAheadPages } from '../domain/issueListPages.ts';
import { openIssueCountsOfLabels } from '../domain/linkCounts.ts';
import type { Viewer } from '../domain/viewer.ts';
import { relationsOfIssues } from '../domain/issueRelations.ts';
import { childrenOfIssues } from '../domain/subIssues.ts';
import { subscriptionsOfViewer, type ViewerSubscription } from '../domain/inbox.ts';
import type { ReadAheadTimelines } from '../domain/timeline.ts';

/** An issue by its project and number (as in a URL). */
interface IssueNumber {
  readonly projectId: number;
  readonly number: number;
}

/**
 * The cache key of an IssueNumber: DataLoader compares keys by identity, and each resolver builds its own object,
 * so the same issue asked twice in a request must map to the same string to be read once.
 */
const issueNumberKey = (key: IssueNumber) => `${key.projectId}:${key.number}`;

const batch = <K, V>(db: DB, read: (db: DB, keys: readonly K[]) => Promise<V[]>) => new DataLoader<K, V>((keys) => read(db, keys));

/** Reads whose answers do not depend on who asks: they take no viewer, so sharing them leaks nothing. */
const SHARED_READS = {
  user: (db: DB) => batch(db, reads.usersByIds),
  /** A user by login in lower case (a mention, `@ada`). */
  userByLogin: (db: DB) => batch(db, reads.usersByLogins),
  project: (db: DB) => batch(db, reads.projectsByIds),
  issue: (db: DB) => batch(db, reads.issuesByIds),
  issueByNumber: (db: DB) =>
    new DataLoader<IssueNumber, IssueWithLinks | null, string>((keys) => issuesByNumbers(db, keys), {
      cacheKeyFn: issueNumberKey,
    }),
  label: (db: DB) => batch(db, reads.labelsByIds),
  /** Each label's open issues in its project (the labels page: one statement for every label). */
  openIssueCountOfLabel: (db: DB) => batch(db, openIssueCountsOfLabels),
  comment: (db: DB) => batch(db, reads.commentsByIds),
  attachment: (db: DB) => batch(db, reads.attachmentsByIds),
  issueEvent: (db: DB) => batch(db, reads.issueEventsByIds),
  issueMention: (db: DB) => batch(db, reads.issueMentionsByIds),
  savedView: (db: DB) => batch(db, reads.savedViewsByIds),
  invitation: (db: DB) => batch(db, reads.invitationsByIds),
  invitationMail: (db: DB) => batch(db, invitationMailStatuses),
  membersOfProject: (db: DB) => batch(db, reads.membersOfProjects),
  /** Each project's labels and the people who can be assigned its issues, together (one statement for both). */
  choicesOfProject: (db: DB) => batch(db, choicesOfProjects),
  /** Each issue's labels and assignees, together (one statement for both). */
  linksOfIssue: (db: DB) => batch(db, linksOfIssues),
  attachmentsOfIssue: (db: DB) => batch(db, reads.attachmentsOfIssues),
  attachmentsOfComment: (db: DB) => batch(db, reads.attachmentsOfComments),
  commentCount: (db: DB) => batch(db, reads.commentCountsOfIssues),
  lastStateChange: (db: DB) => batch(db, reads.lastStateChangesOfIssues),
  /** Each issue's relations, whoever asks (the resolver leaves out those to issues the viewer cannot see). */
  relationsOfIssue: (db: DB) => batch(db, relationsOfIssues),
  /** Each issue's sub-issues, whoever asks (the resolver leaves out those the viewer cannot see). */
  subIssuesOfIssue: (db: DB) => batch(db, childrenOfIssues),
  /** The private projects each user is a member of, by name. */
  privateProjectsOfUser: (db: DB) => batch(db, reads.privateProjectsOfUsers),
};

/**
 * Whether the viewer may see each project: from the project's row when that tells (admins, public projects;
 * the row is usually read already, e.g. by its slug), else by its membership in one statement.
 */
function projectVisibility(db: DB, viewer: Viewer, shared: SharedReads) {
  return new DataLoader<number, boolean>(async (ids) => {
    if (!viewer) return ids.map(() => false);
    const projects = await shared.project.loadMany(ids);
    const answers = projects.map((project) =>
      project instanceof Error || project === null ? false : visibleFromRow(viewer, project) || null,
    );
    const unsure = ids.filter((_, i) => answers[i] === null);
    const members = unsure.length > 0 ? await reads.projectsVisibleTo(db, viewer, unsure) : [];
    const byMembership = new Map(unsure.map((id, i) => [id, members[i] ?? false]));
    return ids.map((id, i) => answers[i] ?? byMembership.get(id) ?? false);
  });
}

/** Reads whose answers depend on the viewer. */
const VIEWER_READS = {
  projectVisible: projectVisibility,
  /** How many issues match each search of a project, all of a request's counts in one statement. */
  issueCount: (db: DB, viewer: Viewer) =>
    new DataLoader<IssueCountRequest, number, string>(
      (requests) => (viewer ? countProjectIssues(db, viewer, requests) : Promise.reject(new Error('Counting issues needs a viewer'))),
      { cacheKeyFn: (request) => JSON.stringify([request.projectId, request.filter]) },
    ),
  /** A project by its slug (or else by a slug it had before a rename), with its choices and the viewer's saved views. */
  projectPageBySlug: (db: DB, viewer: Viewer) =>
    new DataLoader<string, ProjectPage | null>((slugs) => projectPagesBySlugs(db, viewer, slugs)),
  /** An issue by number for its page, with whether the viewer follows it (one statement: docs/architecture.md). */
  issuePageByNumber: (db: DB, viewer: Viewer) =>
    new DataLoader<IssueNumber, IssueWithLinks | null, string>((keys) => issuesByNumbers(db, keys, viewer?.id ?? null), {
      cacheKeyFn: issueNumberKey,
    }),
  /** Whether the viewer follows each issue, and why. */
  subscriptionOfIssue: (db: DB, viewer: Viewer) =>
    new DataLoader<number, ViewerSubscription>((ids) =>
      viewer ? subscriptionsOfViewer(db, viewer, ids) : Promise.resolve(ids.map(() => ({ subscribed: false, reason: null }))),
    ),
  /** Pages of issue lists read with their project (graphql/projectReadAhead.ts), which the lists then take. */
  readAheadPages: (): ReadAheadPages => new Map(),
  /** Timeline pages read with their issue's page (graphql/projectReadAhead.ts), which the timelines then take. */
  readAheadTimelines: (): ReadAheadTimelines => new Map(),
  /** The viewer's own saved views, per project (none when signed out). */
  savedViewsOfProject: (db: DB, viewer: Viewer) =>
    new DataLoader<number, SavedViewRow[]>((ids) =>
      viewer ? reads.savedViewsOfProjects(db, viewer, ids) : Promise.resolve(ids.map(() => [])),
    ),
};

type Made<F> = { readonly [K in keyof F]: F[K] extends (...args: never[]) => infer L ? L : never };
export type SharedReads = Made<typeof SHARED_READS>;
export type Loaders = SharedReads & Made<typeof VIEWER_READS>;

const isIn = <T extends object>(table: T, name: string | symbol): name is keyof T & string =>
  typeof name === 'string' && Object.hasOwn(table, name);

// Each loader is made when first read: a request makes the few it uses, and an idle live stream holds none.

export function createSharedReads(db: DB): SharedReads {
  const made = new Map<string, unknown>();
  return new Proxy({} as SharedReads, {
    get: (_, name) => {
      if (!isIn(SHARED_READS, name)) return undefined;
      if (!made.has(name)) made.set(name, SHARED_READS[name](db));
      return made.get(name);
    },
  });
}

/** The viewer's loaders: `shared` reads (new ones unless given) and those whose answers depend on the viewer. */
export function createLoaders(db: DB, viewer: Viewer, shared?: SharedReads): Loaders {
  const made = new Map<string, unknown>();
  let own = shared;
  return new Proxy({} as Loaders, {
    get: (_, name) => {
      if (isIn(SHARED_READS, name)) return (own ??= createSharedReads(db))[name];
      if (!isIn(VIEWER_READS, name)) return undefined;
      if (!made.has(name)) made.set(name, VIEWER_READS[name](db, viewer, (own ??= createSharedReads(db))));
      return made.get(name);
    },
  });
}
