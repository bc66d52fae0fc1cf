import { Body1, Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AdminProjectList_query$key } from '../../../__generated__/AdminProjectList_query.graphql';
import type { AdminProjectListPaginationQuery } from '../../../__generated__/AdminProjectListPaginationQuery.graphql';
import { AdminProjectRow } from './AdminProjectRow';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  more: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalM },
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
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AdminProjectListPaginationQuery, AdminProjectList_query$key>(
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
      {hasNext && (
        <Button
          className={styles.more}
          disabled={isLoadingNext}
          onClick={() => {
            setLoadError(null);
            loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
          }}
        >
          {isLoadingNext ? 'Loading…' : 'Load more projects'}
        </Button>
      )}
      {loadError && (
        <MessageBar intent="error">
          <MessageBarBody>Couldn’t load more projects. {loadError.message}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
  return children(list, connectionId);
}
