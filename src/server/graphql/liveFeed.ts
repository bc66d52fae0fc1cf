// The process's side of live updates: the database's change notices (heard from PostgreSQL's LISTEN, or
// in-process from PGlite: the same path either way) published on Yoga's pub/sub per issue and per project,
// and each subscriber's stream of them, bounded: a few streams per user (one more ends their oldest), a short
// backlog per stream (a consumer that falls further behind is dropped, and its client reconnects and catches
// up), and all streams ended when the notices stop (a lost database connection, the server stopping).
import { setMaxListeners } from 'node:events';
import type { GraphQLError } from 'graphql';
import { createPubSub } from 'graphql-yoga';
import type { OpenedDatabase } from '../db/database.ts';
import type { Unlisten } from '../db/changeNotices.ts';
import { changesIssueRow, parseLiveNotices, type ChangeNotice, type InboxNotice, type LiveNotice } from '../domain/liveChanges.ts';
import { endedError } from './liveStreamErrors.ts';

export interface LiveLimits {
  /** Open streams per user in one process (a tab needs one or two); one more ends the user's oldest. */
  readonly streamsPerUser: number;
  /** Notices waiting for one stream; one more and the stream is dropped. */
  readonly backlog: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { streamsPerUser: 20, backlog: 100 };

type Topics = {
  issue: [issueId: number, notice: ChangeNotice];
  project: [projectId: number, notice: ChangeNotice];
  inbox: [userId: number, notice: InboxNotice];
};

/** A pub/sub topic's notices; ending it (`return`) stops listening. */
type Source<N> = AsyncIterableIterator<N> & Required<Pick<AsyncIterator<N>, 'return'>>;

export interface LiveFeed {
  /**
   * The notices of one issue, or of a project's issue rows, for one user's stream (each is read as the user, and
   * checked against their session, where its result is read: sharedLiveResults.ts).
   * When the user has as many streams as allowed, their oldest is ended (STREAM_REPLACED). Ending it (`return`) frees its place at once,
   * even while it waits for a notice.
   */
  follow(topic: 'issue' | 'project', id: number, userId: number): AsyncIterableIterator<ChangeNotice>;
  /** The changes to one person's own inbox (issue 17), under the same bounds as `follow`. */
  followInbox(userId: number): AsyncIterableIterator<InboxNotice>;
  /** Streams open now (for tests and the benchmark). */
  readonly openStreams: number;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

export async function startLiveFeed(database: Pick<OpenedDatabase, 'listen'>, limits: LiveLimits = DEFAULT_LIVE_LIMITS): Promise<LiveFeed> {
  // Every subscriber of an issue listens on its topic: many listeners on one topic are expected, not a leak.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const pubSub = createPubSub<Topics>({ eventTarget });
  /** Each user's open streams, oldest first (a Set keeps insertion order): how to end each. */
  const perUser = new Map<number, Set<(error: GraphQLError | null) => void>>();
  /** How to end each open stream early. */
  const enders = new Set<(error: GraphQLError | null) => void>();
  let closed = false;

  const unlisten: Unlisten = await database.listen({
    onNotice: (payload) => {
      const notices = parseLiveNotices(payload);
      if (!notices) return console.error(`Ignored a malformed change notice: ${payload.slice(0, 200)}`);
      for (const notice of notices) {
        if (notice.kind === 'inbox') {
          pubSub.publish('inbox', notice.userId, notice);
          continue;
        }
        pubSub.publish('issue', notice.issueId, notice);
        if (changesIssueRow(notice)) pubSub.publish('project', notice.projectId, notice);
      }
    },
    // Notices may have been missed: every stream ends, so that its client reconnects and catches up.
    onInterrupted: () => {
      for (const end of enders) end(endedError('The live connection was interrupted; reconnect to catch up.', 'LIVE_INTERRUPTED'));
    },
  });

  // A hand-made iterator rather than an async generator: a generator waiting for a notice cannot be ended
  // until one arrives, and a client that went away would hold its place (and its listener) until then.
  function stream<N extends LiveNotice>(source: Source<N>, userId: number): AsyncIterableIterator<N> {
    const backlog: N[] = [];
    let ended = false;
    let failure: GraphQLError | null = null;
    let wake: (() => void) | undefined;
    const end = (error: GraphQLError | null) => {
      if (ended) return;
      ended = true;
      failure = error;
      enders.delete(end);
      void source.return();
      const mine = perUser.get(userId);
      mine?.delete(end);
      if (mine?.size === 0) perUser.delete(userId);
      wake?.();
    };
    enders.add(end);
    perUser.set(userId, (perUser.get(userId) ?? new Set()).add(end));
    // Drains the pub/sub at once into a bounded backlog, whatever pace the client reads at.
    void (async () => {
      for await (const notice of source) {
        if (backlog.length >= limits.backlog) {
          return end(endedError('This stream fell too far behind and was dropped; reconnect to catch up.', 'SLOW_CONSUMER'));
        }
        backlog.push(notice);
        wake?.();
      }
    })();

    const iterator: AsyncIterableIterator<N> = {
      async next() {
        for (;;) {
          if (failure) {
            const error = failure;
            failure = null;
            throw error;
          }
          if (ended) return { done: true, value: undefined };
          const notice = backlog.shift();
          if (notice) return { done: false, value: notice };
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      },
      async return() {
        end(null);
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  // The checks come before subscribing to the pub/sub, so that a refused stream holds no listener. At the limit
  // the newest stream wins: the person opened or came back to a page, the one they are looking at, and their
  // oldest stream (a tab left in the background, most likely) is ended with STREAM_REPLACED; its page opens it
  // again only once it is looked at (network.ts), so background tabs do not push each other out in turn.
  const admitted = (userId: number): void => {
    if (closed) throw endedError('The server is stopping; reconnect shortly.', 'LIVE_INTERRUPTED');
    const mine = perUser.get(userId);
    if (mine && mine.size >= limits.streamsPerUser) {
      const [oldest] = mine;
      oldest?.(
        endedError(
          `At most ${limits.streamsPerUser} live streams per person at once: a newer page took this one's place; it reconnects when you look at it.`,
          'STREAM_REPLACED',
        ),
      );
    }
  };

  return {
    follow: (topic, id, userId) => {
      admitted(userId);
      return stream(pubSub.subscribe(topic, id), userId);
    },
    followInbox: (userId) => {
      admitted(userId);
      return stream(pubSub.subscribe('inbox', userId), userId);
    },
    get openStreams() {
      return enders.size;
    },
    async close() {
      closed = true;
      // The process is stopping: each client reconnects (to another process, or to this one restarted).
      for (const end of enders) end(endedError('The server is stopping; reconnect shortly.', 'LIVE_INTERRUPTED'));
      await unlisten();
    },
  };
}
