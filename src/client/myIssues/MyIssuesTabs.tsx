import { CounterBadge, Tab, TabList, type SelectTabEventHandler } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { MyIssuesTabs_query$key } from '../../../__generated__/MyIssuesTabs_query.graphql';
import { myIssuesPath, type MyIssuesTab } from '../paths';

/** The id of the element the tabs control: the list of issues. */
export const MY_ISSUES_PANEL_ID = 'my-issues-panel';

export function myIssuesTabId(tab: MyIssuesTab): string {
  return `my-issues-tab-${tab}`;
}

interface Props {
  queryRoot: MyIssuesTabs_query$key;
  /** The tab on screen. */
  tab: MyIssuesTab;
  /** The search on screen, kept when the other tab is chosen. */
  query: string;
}

/** "Assigned to me" and "Created by me", each with how many issues the search on screen finds there. */
export function MyIssuesTabs({ queryRoot, tab, query }: Props) {
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment MyIssuesTabs_query on Query @argumentDefinitions(query: { type: "String!" }) {
        # Counts are a convenience: if one fails, its tab shows no number.
        assigned: myIssues(relation: ASSIGNED, query: $query) @catch(to: NULL) {
          totalCount
        }
        created: myIssues(relation: CREATED, query: $query) @catch(to: NULL) {
          totalCount
        }
      }
    `,
    queryRoot,
  );

  const onTabSelect: SelectTabEventHandler = (_event, { value }) => {
    if (value === 'assigned' || value === 'created') void navigate(myIssuesPath(value, query));
  };

  // The count is text inside the tab, so its accessible name reads "Assigned to me 3" too.
  const item = (value: MyIssuesTab, label: string, count: number | undefined) => (
    <Tab value={value} id={myIssuesTabId(value)} aria-controls={MY_ISSUES_PANEL_ID}>
      {label} {count !== undefined && <CounterBadge count={count} overflowCount={99999} showZero appearance="ghost" color="informative" />}
    </Tab>
  );

  return (
    <TabList selectedValue={tab} onTabSelect={onTabSelect} aria-label="Whose issues">
      {item('assigned', 'Assigned to me', data.assigned?.totalCount)}
      {item('created', 'Created by me', data.created?.totalCount)}
    </TabList>
  );
}
