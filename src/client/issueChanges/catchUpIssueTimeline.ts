// Brings an issue's timeline up to date after a change recorded in it (a title, a close, a label...).
// The mutations that make those changes answer with the issues, not with the timeline's new events, so
// the timeline asks for what follows its last item: the pagination query from the connection's end
// cursor. Relay's connection handler appends what comes back (skipping items it already holds, such as
// a comment the timeline appended itself), so nothing loaded is fetched again.
import { ConnectionHandler, fetchQuery, type IEnvironment } from 'relay-runtime';
import IssueTimelinePaginationQueryNode, {
  type IssueTimelinePaginationQuery,
} from '../../../__generated__/IssueTimelinePaginationQuery.graphql';

export const TIMELINE_CONNECTION_KEY = 'IssueTimeline_timeline';

/** The id of the issue's timeline connection in the store (for @appendEdge and @deleteEdge). */
export function timelineConnectionId(issueId: string): string {
  return ConnectionHandler.getConnectionID(issueId, TIMELINE_CONNECTION_KEY);
}

/**
 * Fetches the items after the last one loaded, for each issue whose timeline is on screen and fully
 * loaded (if more pages remain, the new items arrive with them when the user loads more).
 */
export function catchUpIssueTimelines(environment: IEnvironment, issueIds: readonly string[]): void {
  const cursors: Array<[string, string | null]> = [];
  environment.commitUpdate((store) => {
    for (const issueId of issueIds) {
      const issue = store.get(issueId);
      const timeline = issue && ConnectionHandler.getConnection(issue, TIMELINE_CONNECTION_KEY);
      const pageInfo = timeline?.getLinkedRecord('pageInfo');
      if (pageInfo == null || pageInfo.getValue('hasNextPage') === true) continue;
      const endCursor = pageInfo.getValue('endCursor');
      cursors.push([issueId, typeof endCursor === 'string' ? endCursor : null]);
    }
  });
  for (const [id, cursor] of cursors) {
    fetchQuery<IssueTimelinePaginationQuery>(environment, IssueTimelinePaginationQueryNode, { id, count: 100, cursor }).subscribe({
      // The change itself succeeded; a missed refresh only means the event shows on the next visit.
      error: () => {},
    });
  }
}
