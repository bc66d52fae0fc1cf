// Brings an issue's timeline up to date after a change recorded in it (a title, a close, a label...).
// The mutations that make those changes answer with the issues, not with the timeline's new events, so
// the timeline asks for what follows its last item: the pagination query from the connection's end
// cursor. Relay's connection handler appends what comes back (skipping items it already holds, such as
// a comment the timeline appended itself), so nothing loaded is fetched again.
import { ConnectionHandler, fetchQuery, type IEnvironment, type RecordProxy } from 'relay-runtime';
import IssueTimelinePaginationQueryNode, {
  type IssueTimelinePaginationQuery,
} from '../../../__generated__/IssueTimelinePaginationQuery.graphql';

const TIMELINE_CONNECTION_KEY = 'IssueTimeline_timeline';

/** Where the page after `timeline` starts, or undefined if it is not fully loaded (more pages bring the new items). */
function endOf(timeline: RecordProxy | null | undefined): string | null | undefined {
  const pageInfo = timeline?.getLinkedRecord('pageInfo');
  if (pageInfo == null || pageInfo.getValue('hasNextPage') === true) return undefined;
  const endCursor = pageInfo.getValue('endCursor');
  return typeof endCursor === 'string' ? endCursor : null;
}

function fetchAfter(environment: IEnvironment, id: string, cursor: string | null): void {
  fetchQuery<IssueTimelinePaginationQuery>(environment, IssueTimelinePaginationQueryNode, { id, count: 100, cursor }).subscribe({
    // The change itself succeeded; a missed refresh only means the event shows on the next visit.
    error: () => {},
  });
}

/**
 * After a mutation changed `issueIds`: fetches the items after the last one loaded, for each issue whose
 * timeline is in the store and fully loaded. The mutations know issues, not the timelines shown of them
 * (bulk actions change issues whose pages were visited before), so the timeline is found through its issue.
 */
export function catchUpIssueTimelines(environment: IEnvironment, issueIds: readonly string[]): void {
  const cursors: Array<[string, string | null]> = [];
  environment.commitUpdate((store) => {
    for (const issueId of issueIds) {
      const issue = store.get(issueId);
      const cursor = endOf(issue && ConnectionHandler.getConnection(issue, TIMELINE_CONNECTION_KEY));
      if (cursor !== undefined) cursors.push([issueId, cursor]);
    }
  });
  for (const [id, cursor] of cursors) fetchAfter(environment, id, cursor);
}

/** The same for the timeline on screen, `timelineId` being its connection's `__id` (IssueTimeline's). */
export function catchUpTimeline(environment: IEnvironment, issueId: string, timelineId: string): void {
  let cursor: string | null | undefined;
  environment.commitUpdate((store) => {
    cursor = endOf(store.get(timelineId));
  });
  if (cursor !== undefined) fetchAfter(environment, issueId, cursor);
}
