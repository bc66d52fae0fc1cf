// After the server changed issues: their mutations answer with the issues' new fields, not with the events
// the change recorded in each timeline (nor with new search results, counts or orders). So the changed
// issues are marked stale in the store instead of fetching what they miss: a page that reads them loads
// afresh when it is next shown (route loaders fetch a stale query: `store-or-network`), whether the change
// was one issue on its page or a hundred from the list; and the timeline on screen, which hears of it,
// catches up at once (timeline/useTimelineCatchUp.ts). Nothing is fetched for a page nobody looks at. A changed
// issue's parent, if the store knows it, is marked too: its Sub-issues section shows the issue's state.
import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';

export function markIssuesChanged(environment: IEnvironment, issueIds: readonly string[]): void {
  commitLocalUpdate(environment, (store) => {
    for (const issueId of issueIds) {
      const issue = store.get(issueId);
      // Its parent's page counts its sub-issues' states ("3 of 5 done"): stale too, when the store knows it.
      issue?.getLinkedRecord('parent')?.invalidateRecord();
      issue?.invalidateRecord();
    }
  });
}
