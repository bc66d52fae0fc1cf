// Subscribing to a test server the way a third-party client does: graphql-sse's client (GraphQL over SSE,
// distinct connections mode) against Yoga on /graphql, with a session's cookie and the CSRF header.
import { createClient, type ExecutionResult } from 'graphql-sse';
import type { Session } from './harness.ts';

export const ISSUE_CHANGED = `subscription($id: ID!) { issueChanged(id: $id) {
  issue { id title body state stateReason labels { name } commentsCount: comments { totalCount } }
  timelineItem { __typename ... on Comment { body } ... on IssueEvent { kind to actor { login } label { name } } }
  timelineEdge { cursor node { __typename } }
  comment { id body }
  deletedCommentId } }`;

export const PROJECT_ISSUES_CHANGED = `subscription($projectId: ID!) { projectIssuesChanged(projectId: $projectId) {
  created issue { id number title state } } }`;

// `any`: the tests walk the JSON of each event; each checks the shape it expects.
export type Event = ExecutionResult<any, any>;

export interface Stream {
  /** The next event; `done` once the server ended the stream. */
  next(): Promise<IteratorResult<Event>>;
  /** Waits until the server holds the stream open (so that changes made after it are heard). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens one subscription. `opened` tells when the server has answered the request (its stream is being
 * followed), so a test can make its change only then.
 */
export function subscribe(url: string, session: Pick<Session, 'cookie'>, query: string, variables: Record<string, unknown>): Stream {
  let markReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => (markReady = resolve));
  const client = createClient({
    url: `${url}/graphql`,
    headers: { 'X-Triage-CSRF': '1', ...(session.cookie ? { Cookie: session.cookie } : {}) },
    retryAttempts: 0,
    // The response's headers arrive once the server follows the stream: that is "ready".
    fetchFn: async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      markReady();
      return response;
    },
  });
  const iterator = client.iterate({ query, variables });
  return {
    next: () => iterator.next(),
    ready: () => readyPromise,
    async close() {
      await iterator.return?.();
      client.dispose();
    },
  };
}

/** The signed-in person's own inbox (issue 17): who they are, and their unread count after each change. */
export const INBOX_CHANGED = `subscription { inboxChanged { viewer { id unreadNotificationCount } } }`;
