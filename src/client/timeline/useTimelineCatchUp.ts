import { useCallback } from 'react';
import { useRelayEnvironment, useSubscribeToInvalidationState } from 'react-relay';
import { catchUpTimeline } from '../issueChanges/catchUpIssueTimeline';

/**
 * Keeps the timeline on screen up to date with the changes made from this page: each issue mutation marks
 * the issues it changed stale (issueChanges/markIssuesChanged.ts), and the timeline of a marked issue
 * fetches what follows its last item. `timelineId`: its connection's `__id`.
 */
export function useTimelineCatchUp(issueId: string, timelineId: string): void {
  const environment = useRelayEnvironment();
  const onChanged = useCallback(() => {
    // Heard while the store tells its subscribers of an update; the catch-up reads the store, which Relay
    // refuses to do inside another update, so it waits for this one to end.
    queueMicrotask(() => catchUpTimeline(environment, issueId, timelineId));
  }, [environment, issueId, timelineId]);
  useSubscribeToInvalidationState([issueId], onChanged);
}
