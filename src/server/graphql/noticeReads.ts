// What the live streams of one process share for one change notice (issue 12): every stream of a notice
// used to check its session and resolve its payload with loaders of its own, about ten queries per stream
// and notice, which is where the time went with many subscribers. Now, per notice:
// - the sessions of all its streams are checked together (one batch: still signed in, still seeing the project),
//   once their payload is read (sharedLiveResults.ts), so that a person removed while it was being read gets
//   nothing read after their removal;
// - the reads are shared (`SharedReads`: answers that do not depend on who asks), so the payload's rows are
//   read once however many streams resolve it.
// - the payload is resolved once per operation and role, and shared where it may be (sharedLiveResults.ts).
import DataLoader from 'dataloader';
import type { DocumentNode, ExecutionResult } from 'graphql';
import type { DB } from '../db/database.ts';
import { UnauthenticatedError } from '../domain/authorization.ts';
import { addedItem, followersOf, inboxFollowersOf, type Follower, type LiveNotice } from '../domain/liveChanges.ts';
import type { SignedIn } from '../domain/viewer.ts';
import { timelineEntryOf, type TimelineEntry } from '../domain/timeline.ts';
import { createSharedReads, type SharedReads } from './loaders.ts';
import { notFoundError } from './liveStreamErrors.ts';

/** A payload resolved for a role, and whose only it is when resolving it read who the viewer is (else null). */
export interface SharedResult {
  readonly result: ExecutionResult;
  readonly onlyFor: number | null;
}

export interface NoticeReads {
  /**
   * Whether a session (its token) may still hear of the notice, asked once the stream's payload has been read:
   * never cached (each stream asks after its own read), batched over the streams whose payload was ready at once
   * (those sharing one result).
   */
  readonly follower: DataLoader<string, Follower>;
  readonly shared: SharedReads;
  /** The operation's results, per operation and then per role and variables (sharedLiveResults.ts). */
  readonly results: Map<DocumentNode, Map<string, Promise<SharedResult>>>;
  /** The timeline entry of the comment or event the notice adds, if it adds one. */
  addedEntry(): Promise<TimelineEntry | null>;
}

/** Kept while a stream still holds the notice (in its backlog, or being resolved), then collected with it. */
const byNotice = new WeakMap<LiveNotice, NoticeReads>();

export function readsOf(notice: LiveNotice, db: DB): NoticeReads {
  let reads = byNotice.get(notice);
  if (reads) return reads;
  let entry: Promise<TimelineEntry | null> | undefined;
  reads = {
    follower: new DataLoader(
      (tokens) => (notice.kind === 'inbox' ? inboxFollowersOf(db, tokens, notice.userId) : followersOf(db, tokens, notice.projectId)),
      { cache: false },
    ),
    shared: createSharedReads(db),
    results: new Map(),
    addedEntry: () => {
      const item = notice.kind === 'inbox' ? null : addedItem(notice);
      return (entry ??= item ? timelineEntryOf(db, item.type, item.id) : Promise.resolve(null));
    },
  };
  byNotice.set(notice, reads);
  return reads;
}

/** Who a stream's session hears the notice as; throws the error that ends the stream when it may not any more. */
export function followingAs(follower: Follower): SignedIn {
  if (follower === 'signed out') throw new UnauthenticatedError();
  if (follower === 'no access') throw notFoundError('project');
  return follower;
}
