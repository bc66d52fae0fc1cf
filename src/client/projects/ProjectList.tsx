import { Body1, Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProjectList_query$key } from '../../../__generated__/ProjectList_query.graphql';
import type { ProjectListPaginationQuery } from '../../../__generated__/ProjectListPaginationQuery.graphql';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { SignInRedirect } from '../account/SignInRedirect';
import { projectsPath } from '../paths';
import { RouterLink } from '../ui/RouterLink';
import { ProjectListItem } from './ProjectListItem';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  },
  more: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalM },
});

/** The workspace's projects, a page at a time. */
export function ProjectList({ query }: { query: ProjectList_query$key }) {
  const styles = useStyles();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ProjectListPaginationQuery, ProjectList_query$key>(
    graphql`
      fragment ProjectList_query on Query
      @refetchable(queryName: "ProjectListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        includeArchived: { type: "Boolean", defaultValue: false }
      )
      @throwOnFieldError {
        # Whether any project is hidden as archived: an empty list then says so rather than "no projects".
        everyProject: projects(first: 0, includeArchived: true) {
          totalCount
        }
        projects(first: $count, after: $cursor, includeArchived: $includeArchived) @connection(key: "ProjectList_projects") {
          edges {
            node {
              id
              ...ProjectListItem_project
            }
          }
        }
      }
    `,
    query,
  );

  const edges = data.projects.edges;
  if (edges.length === 0 && data.everyProject.totalCount > 0)
    return (
      <Body1 as="p" block>
        Every project is archived. <RouterLink to={projectsPath(true)}>Show the archived projects</RouterLink>
      </Body1>
    );
  if (edges.length === 0)
    return (
      <Body1 as="p" block>
        There are no projects yet.
      </Body1>
    );
  // The session ended between two pages: sign in again and come back (nothing typed is lost here).
  if (isUnauthenticated(loadError)) return <SignInRedirect />;

  const loadMore = () => {
    setLoadError(null);
    loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
  };

  return (
    <>
      <ul className={styles.list} aria-label="Projects">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ProjectListItem project={node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button className={styles.more} disabled={isLoadingNext} onClick={loadMore}>
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
}
