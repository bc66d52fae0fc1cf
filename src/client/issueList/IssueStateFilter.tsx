import { CounterBadge } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { IssueStateFilter_project$key } from '../../../__generated__/IssueStateFilter_project.graphql';
import { stateOfQuery, withState, type StateQualifier } from './issueSearch';
import { searchForQuery } from '../paths';
import { Tabs } from '../ui/Tabs';

/** The id of the element the tabs control: the list of issues. */
export const ISSUE_LIST_PANEL_ID = 'issue-list-panel';

export function issueStateTabId(state: StateQualifier): string {
  return `issue-state-tab-${state}`;
}

const STATES = ['open', 'closed'] as const satisfies readonly StateQualifier[];

interface Props {
  project: IssueStateFilter_project$key;
  /** The search on screen. */
  query: string;
}

/**
 * Open / Closed tabs with the counts of the search on screen in each state, as on GitHub. Choosing one
 * writes `is:open` or `is:closed` into the search (`?q=`, a new history entry), keeping the rest of it;
 * the route loader fetches the list. With no state in the search, neither tab is selected.
 */
export function IssueStateFilter({ project, query }: Props) {
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment IssueStateFilter_project on Project
      @argumentDefinitions(
        openQuery: { type: "String", defaultValue: "is:open" }
        closedQuery: { type: "String", defaultValue: "is:closed" }
      ) {
        # Counts are a convenience: if one fails, its tab shows no number.
        openIssues: issues(query: $openQuery) @catch(to: NULL) {
          totalCount
        }
        closedIssues: issues(query: $closedQuery) @catch(to: NULL) {
          totalCount
        }
      }
    `,
    project,
  );

  const selected = stateOfQuery(query);
  const counts = { open: data.openIssues?.totalCount, closed: data.closedIssues?.totalCount };
  const labels = { open: 'Open', closed: 'Closed' };

  const choose = (state: StateQualifier) => {
    if (state !== selected) void navigate({ search: searchForQuery(withState(query, state)) });
  };

  return (
    <Tabs
      label="Issue state"
      selected={selected ?? undefined}
      onSelect={choose}
      tabs={STATES.map((state) => ({
        value: state,
        id: issueStateTabId(state),
        controls: ISSUE_LIST_PANEL_ID,
        // The count is text inside the tab, so its accessible name reads "Open 12" too.
        children: (
          <>
            {labels[state]}{' '}
            {counts[state] !== undefined && (
              <CounterBadge count={counts[state]} overflowCount={99999} showZero appearance="ghost" color="informative" />
            )}
          </>
        ),
      }))}
    />
  );
}
