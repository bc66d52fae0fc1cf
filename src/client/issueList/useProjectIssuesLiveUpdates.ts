// Keeps a project's issue list live (issue 12): issues changed by anyone arrive through the
// `projectIssuesChanged` subscription and update their rows in place through the store; the Open/Closed
// counts are asked for again; issues opened meanwhile that match the search on screen (the server checks,
// by the list's own search) are counted for "N new issues — show" rather than inserted under the reader's cursor. After the stream was down and came back, the counts catch up and the
// list offers to show itself again.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useProjectIssuesLiveUpdatesSubscription } from '../../../__generated__/useProjectIssuesLiveUpdatesSubscription.graphql';
import { useLiveConnection } from '../relay/resetEnvironment';
import { refreshIssueStateCounts } from './refreshIssueStateCounts';

const subscription = graphql`
  subscription useProjectIssuesLiveUpdatesSubscription($projectId: ID!, $query: String) {
    projectIssuesChanged(projectId: $projectId) {
      created
      matches(query: $query)
      issue {
        id
        # The row reads the changed issue through the store.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...IssueRow_issue
      }
    }
  }
`;

export interface ProjectLiveOptions {
  readonly projectId: string;
  readonly slug: string;
  /** The search on screen, whose counts follow the changes and whose new issues are counted. */
  readonly query: string;
  /** The list on screen is no longer complete: an issue was opened, or changes may have been missed. */
  readonly onListOutdated: (why: 'opened' | 'reconnected') => void;
}

export function useProjectIssuesLiveUpdates({ projectId, slug, query, onListOutdated }: ProjectLiveOptions): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useProjectIssuesLiveUpdatesSubscription>>(
    () => ({
      subscription,
      variables: { projectId, query },
      onNext: (response) => {
        if (response?.projectIssuesChanged.created && response.projectIssuesChanged.matches) onListOutdated('opened');
        refreshIssueStateCounts(environment, slug, query);
      },
    }),
    [environment, projectId, slug, query, onListOutdated],
  );
  useSubscription(config);
  const live = useLiveConnection();
  const reconnections = useSyncExternalStore(live.subscribe, live.getReconnections, () => 0);
  useEffect(() => {
    if (reconnections === 0) return;
    refreshIssueStateCounts(environment, slug, query);
    onListOutdated('reconnected');
  }, [environment, slug, query, reconnections, onListOutdated]);
}
