// Per-request DataLoaders: every lookup by key within one request is batched into one SQL statement (the
// domain's batch reads, domain/batchReads.ts) and cached for the rest of that request only (so no N+1 and
// no stale data across requests). Loaders cache per viewer: signing in or out makes new ones (context.ts).
// Most reads are the same whoever asks (the resolvers decide what the viewer may see): those are `SharedReads`,
// which a live change notice's subscribers share (graphql/noticeReads.ts); the few that depend on the viewer
// are made per viewer.
import DataLoader from 'dataloader';
import type { DB } from '../db/database.ts';
import type { IssueRow, SavedViewRow } from '../db/tables.ts';
import * as reads from '../domain/batchReads.ts';
import type { Viewer } from '../domain/viewer.ts';

/** An issue by its project and number (as in a URL). */
interface IssueNumber {
  readonly projectId: number;
  readonly number: number;
}

/** Reads whose answers do not depend on who asks: they take no viewer, so sharing them leaks nothing. */
export function createSharedReads(db: DB) {
  const batch = <K, V>(read: (db: DB, keys: readonly K[]) => Promise<V[]>) => new DataLoader<K, V>((keys) => read(db, keys));
  return {
    user: batch(reads.usersByIds),
    project: batch(reads.projectsByIds),
    /** A project by its slug, or else by a slug it had before a rename. */
    projectBySlug: batch(reads.projectsBySlugs),
    issue: batch(reads.issuesByIds),
    issueByNumber: new DataLoader<IssueNumber, IssueRow | null, string>((keys) => reads.issuesByNumbers(db, keys), {
      cacheKeyFn: (key) => `${key.projectId}:${key.number}`,
    }),
    label: batch(reads.labelsByIds),
    comment: batch(reads.commentsByIds),
    attachment: batch(reads.attachmentsByIds),
    issueEvent: batch(reads.issueEventsByIds),
    savedView: batch(reads.savedViewsByIds),
    invitation: batch(reads.invitationsByIds),
    membersOfProject: batch(reads.membersOfProjects),
    /** People who can be assigned in each project. */
    assignableUsers: batch(reads.assignableUsersOfProjects),
    labelsOfIssue: batch(reads.labelsOfIssues),
    assigneesOfIssue: batch(reads.assigneesOfIssues),
    labelsOfProject: batch(reads.labelsOfProjects),
    attachmentsOfIssue: batch(reads.attachmentsOfIssues),
    attachmentsOfComment: batch(reads.attachmentsOfComments),
    commentCount: batch(reads.commentCountsOfIssues),
    lastStateChange: batch(reads.lastStateChangesOfIssues),
    /** The private projects each user is a member of, by name. */
    privateProjectsOfUser: batch(reads.privateProjectsOfUsers),
  };
}

export type SharedReads = ReturnType<typeof createSharedReads>;

/** The viewer's loaders: `shared` (new ones unless given) and those whose answers depend on the viewer. */
export function createLoaders(db: DB, viewer: Viewer, shared: SharedReads = createSharedReads(db)) {
  return {
    ...shared,
    /** Whether the viewer may see each project. */
    projectVisible: new DataLoader<number, boolean>((ids) => reads.projectsVisibleTo(db, viewer, ids)),
    /** The viewer's own saved views, per project (none when signed out). */
    savedViewsOfProject: new DataLoader<number, SavedViewRow[]>((ids) =>
      viewer ? reads.savedViewsOfProjects(db, viewer, ids) : Promise.resolve(ids.map(() => [])),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
