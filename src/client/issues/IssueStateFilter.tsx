import { CounterBadge, Tab, TabList, type SelectTabEventHandler } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { IssueStateFilter_project$key } from '../../../__generated__/IssueStateFilter_project.graphql';
import type { IssueState } from '../../../__generated__/ProjectIssuesPageQuery.graphql';
import { paramFromIssueState, type IssueStateParam } from './issueState';

/** The id of the element the tabs control: the list of issues, rendered by the page. */
export const ISSUE_LIST_PANEL_ID = 'issue-list-panel';

export function issueStateTabId(param: IssueStateParam): string {
  return `issue-state-tab-${param}`;
}

interface Props {
  project: IssueStateFilter_project$key;
  state: IssueState;
}

/**
 * Open / Closed tabs with their counts. Choosing one changes `?state=` (a new history entry), so the
 * filter can be bookmarked and Back returns to the previous one; the route loader fetches the list.
 */
export function IssueStateFilter({ project, state }: Props) {
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment IssueStateFilter_project on Project {
        # Counts are a convenience: if one fails, its tab shows no number.
        openIssues: issues(state: OPEN) @catch(to: NULL) {
          totalCount
        }
        closedIssues: issues(state: CLOSED) @catch(to: NULL) {
          totalCount
        }
      }
    `,
    project,
  );

  const onTabSelect: SelectTabEventHandler = (_event, { value }) => {
    if (value === 'open' || value === 'closed') navigate({ search: `?state=${value}` });
  };

  // The count is text inside the tab, so its accessible name reads "Open 12" too.
  const tab = (param: IssueStateParam, label: string, count: number | undefined) => (
    <Tab value={param} id={issueStateTabId(param)} aria-controls={ISSUE_LIST_PANEL_ID}>
      {label}{' '}
      {count !== undefined && (
        <CounterBadge count={count} overflowCount={99999} showZero appearance="ghost" color="informative" />
      )}
    </Tab>
  );

  return (
    <TabList selectedValue={paramFromIssueState(state)} onTabSelect={onTabSelect} aria-label="Issue state">
      {tab('open', 'Open', data.openIssues?.totalCount)}
      {tab('closed', 'Closed', data.closedIssues?.totalCount)}
    </TabList>
  );
}
