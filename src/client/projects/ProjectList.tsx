import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProjectList_query$key } from '../../../__generated__/ProjectList_query.graphql';
import type { ProjectListPaginationQuery } from '../../../__generated__/ProjectListPaginationQuery.graphql';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { SignInRedirect } from '../account/SignInRedirect';
import { projectsPath } from '../paths';
import { RouterLink } from '../ui/RouterLink';
import { ProjectListItem } from './ProjectListItem';
import { LoadMore, useLoadMore } from '../ui/LoadMore';

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
});

/** The workspace's projects, a page at a time. */
export function ProjectList({ query }: { query: ProjectList_query$key }) {
  const styles = useStyles();
  const pagination = usePaginationFragment<ProjectListPaginationQuery, ProjectList_query$key>(
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
  const { data } = pagination;
  const loadMore = useLoadMore(pagination, PAGE_SIZE, {
    label: 'Load more projects',
    failure: 'Couldn’t load more projects.',
  });

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
  if (isUnauthenticated(loadMore.error)) return <SignInRedirect />;

  return (
    <>
      <ul className={styles.list} aria-label="Projects">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ProjectListItem project={node} />
          </li>
        ))}
      </ul>
      <LoadMore {...loadMore} />
    </>
  );
}
