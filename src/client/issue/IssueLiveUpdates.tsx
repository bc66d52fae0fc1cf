import { useIssueLiveUpdates } from './useIssueLiveUpdates';

/**
 * Keeps the issue's page live (useIssueLiveUpdates). Rendered by the timeline's render prop, which hands it
 * the `__id` of the timeline connection it owns; shows nothing.
 */
export function IssueLiveUpdates({ issueId, timelineId }: { issueId: string; timelineId: string }) {
  useIssueLiveUpdates(issueId, timelineId);
  return null;
}
