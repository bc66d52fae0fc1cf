// Keeps an issue's page live (issue 12): what anyone changes on the issue arrives through the
// `issueChanged` subscription and goes into the store, where every part of the page reads it: fields in
// place, a new comment or change event appended to the timeline, an edited comment, a deleted one removed.
// Nothing here touches what the reader is typing (the comment box and edit forms keep their own state).
// After the stream was down and came back, the timeline catches up on what it missed.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import { ConnectionHandler, fetchQuery, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useIssueLiveUpdatesCatchUpQuery } from '../../../__generated__/useIssueLiveUpdatesCatchUpQuery.graphql';
import type { useIssueLiveUpdatesSubscription } from '../../../__generated__/useIssueLiveUpdatesSubscription.graphql';
import { useLiveConnection } from '../relay/resetEnvironment';
import { catchUpTimeline } from '../issueChanges/catchUpIssueTimeline';

// The spreads are those of the page's parts: the event refreshes, through the store, what each of them reads
// (the assignees picker's, less the project's assignable people).
const subscription = graphql`
  subscription useIssueLiveUpdatesSubscription($id: ID!) {
    issueChanged(id: $id) {
      issue {
        id
        updatedAt
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueTitle_issue
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueDescription_issue
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueStateBadge_issue
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueStateButton_issue
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueAttachments_issue
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueLabelsPicker_issue
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssuePriorityPicker_issue
        # The assignees as IssueAssigneesPicker reads them, without its fragment: that also brings everyone
        # assignable in the project, which no change to an issue changes, and which made each event about
        # 28 kB with 200 people (sent to every subscriber, parsed by every page).
        # eslint-disable-next-line relay/unused-fields
        assignees {
          id
          name
          login
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...UserAvatar_user
        }
      }
      timelineEdge {
        cursor
        node {
          ... on Node {
            id
          }
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...IssueTimelineItem_item
        }
      }
      comment {
        id
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...CommentItem_comment
      }
      deletedCommentId
    }
  }
`;

// After a reconnection: the issue's fields as they are now (the timeline catches up by its own query).
const catchUpQuery = graphql`
  query useIssueLiveUpdatesCatchUpQuery($id: ID!) {
    node(id: $id) {
      ... on Issue {
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueTitle_issue @alias
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueDescription_issue @alias
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueStateBadge_issue @alias
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueStateButton_issue @alias
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueAttachments_issue @alias
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueLabelsPicker_issue @alias
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueAssigneesPicker_issue @alias
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssuePriorityPicker_issue @alias
      }
    }
  }
`;

/**
 * Puts the event's timeline item at the end of the timeline on screen (unless it is there already: the
 * reader's own comment, appended by its mutation; or more pages remain to load, which will bring it), and
 * takes a deleted comment out of it.
 */
function updateTimeline(store: RecordSourceSelectorProxy, timelineId: string): void {
  const payload = store.getRootField('issueChanged');
  const timeline = store.get(timelineId);
  if (payload == null || timeline == null) return;
  const deleted = payload.getValue('deletedCommentId');
  if (typeof deleted === 'string') ConnectionHandler.deleteNode(timeline, deleted);
  const edge = payload.getLinkedRecord('timelineEdge');
  const nodeId = edge?.getLinkedRecord('node')?.getDataID();
  if (edge == null || nodeId === undefined || timeline.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true) return;
  const held = (timeline.getLinkedRecords('edges') ?? []).some((e) => e?.getLinkedRecord('node')?.getDataID() === nodeId);
  if (held) return;
  ConnectionHandler.insertEdgeAfter(timeline, ConnectionHandler.buildConnectionEdge(store, timeline, edge) ?? edge);
  const total = timeline.getValue('totalCount');
  if (typeof total === 'number') timeline.setValue(total + 1, 'totalCount');
}

/** `timelineId`: the `__id` of the issue's timeline connection on screen (IssueTimeline's). */
export function useIssueLiveUpdates(issueId: string, timelineId: string): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useIssueLiveUpdatesSubscription>>(
    () => ({ subscription, variables: { id: issueId }, updater: (store) => updateTimeline(store, timelineId) }),
    [issueId, timelineId],
  );
  useSubscription(config);
  const live = useLiveConnection();
  const reconnections = useSyncExternalStore(live.subscribe, live.getReconnections, () => 0);
  useEffect(() => {
    if (reconnections === 0) return;
    catchUpTimeline(environment, issueId, timelineId);
    // A missed catch-up leaves the page as it was until the next change or visit.
    fetchQuery<useIssueLiveUpdatesCatchUpQuery>(environment, catchUpQuery, { id: issueId }, { fetchPolicy: 'network-only' }).subscribe({
      error: () => {},
    });
  }, [environment, issueId, timelineId, reconnections]);
}
