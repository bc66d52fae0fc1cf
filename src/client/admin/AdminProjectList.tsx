import { Body1, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdminProjectList_query$key } from '../../../__generated__/AdminProjectList_query.graphql';
import type { AdminProjectListPaginationQuery } from '../../../__generated__/AdminProjectListPaginationQuery.graphql';
import { AdminProjectRow } from './AdminProjectRow';
import { LoadMore, useLoadMore } from '../ui/LoadMore';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

interface Props {
  query: AdminProjectList_query$key;
  /**
   * Lays out the list (`list`) with what adds to it: `connectionId` is the `__id` of the projects
   * connection this component owns, for the mutation that puts a new project first (NewProjectForm).
   */
  children: (list: ReactNode, connectionId: string) => ReactNode;
}

/** Every project of the workspace (admins see them all), archived ones included, a page at a time. */
export function AdminProjectList({ query, children }: Props) {
  const styles = useStyles();
  const pagination = usePaginationFragment<AdminProjectListPaginationQuery, AdminProjectList_query$key>(
    graphql`
      fragment AdminProjectList_query on Query
      @refetchable(queryName: "AdminProjectListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @throwOnFieldError {
        projects(first: $count, after: $cursor, includeArchived: true) @connection(key: "AdminProjectList_projects") {
          __id
          edges {
            node {
              id
              ...AdminProjectRow_project
            }
          }
        }
      }
    `,
    query,
  );
  const { data } = pagination;
  const loadMore = useLoadMore(pagination, PAGE_SIZE, {
    label: 'Load more projects',
    failure: 'Couldn’t load more projects.',
  });
  const { __id: connectionId, edges } = data.projects;
  if (edges.length === 0) {
    const none = (
      <Body1 as="p" block>
        There are no projects yet. Create the first one.
      </Body1>
    );
    return children(none, connectionId);
  }
  const list = (
    <>
      <ul className={styles.list} aria-label="Projects">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <AdminProjectRow project={node} />
          </li>
        ))}
      </ul>
      <LoadMore {...loadMore} />
    </>
  );
  return children(list, connectionId);
}
