// Brings the timeline on screen up to date after a change recorded in it (a title, a close, a label...) or
// after the live stream was down. Neither the mutations nor a reconnection bring the timeline's new items,
// so the timeline asks for what follows its last item: the pagination query from the connection's end
// cursor. Relay's connection handler appends what comes back (skipping items it already holds, such as a
// comment the timeline appended itself), so nothing loaded is fetched again.
import { fetchQuery, type IEnvironment } from 'relay-runtime';
import IssueTimelinePaginationQueryNode, {
  type IssueTimelinePaginationQuery,
} from '../../../__generated__/IssueTimelinePaginationQuery.graphql';

/**
 * `timelineId` is the `__id` of the issue's timeline connection on screen (IssueTimeline's). A timeline
 * with more pages to load is left alone: those pages bring the new items.
 */
export function catchUpTimeline(environment: IEnvironment, issueId: string, timelineId: string): void {
  let cursor: string | null | undefined;
  environment.commitUpdate((store) => {
    const pageInfo = store.get(timelineId)?.getLinkedRecord('pageInfo');
    if (pageInfo == null || pageInfo.getValue('hasNextPage') === true) return;
    const endCursor = pageInfo.getValue('endCursor');
    cursor = typeof endCursor === 'string' ? endCursor : null;
  });
  if (cursor === undefined) return;
  fetchQuery<IssueTimelinePaginationQuery>(environment, IssueTimelinePaginationQueryNode, { id: issueId, count: 100, cursor }).subscribe({
    // The change itself succeeded; a missed catch-up only means the item shows on the next visit.
    error: () => {},
  });
}
