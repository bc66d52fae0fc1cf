import { makeStyles } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PeopleList_query$key } from '../../../__generated__/PeopleList_query.graphql';
import type { PeopleListPaginationQuery } from '../../../__generated__/PeopleListPaginationQuery.graphql';
import { PersonRow } from './PersonRow';
import { LoadMore, useLoadMore } from '../ui/LoadMore';

const PAGE_SIZE = 50;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

/** Everyone with an account, by login, a page at a time; `viewerId` marks the admin looking. */
export function PeopleList({ query, viewerId }: { query: PeopleList_query$key; viewerId: string | null }) {
  const styles = useStyles();
  const pagination = usePaginationFragment<PeopleListPaginationQuery, PeopleList_query$key>(
    graphql`
      fragment PeopleList_query on Query
      @refetchable(queryName: "PeopleListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @throwOnFieldError {
        users(first: $count, after: $cursor) @connection(key: "PeopleList_users") {
          totalCount
          edges {
            node {
              id
              ...PersonRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const { data } = pagination;
  const loadMore = useLoadMore(pagination, PAGE_SIZE, {
    label: 'Load more people',
    failure: 'Couldn’t load more people.',
  });
  return (
    <>
      <ul className={styles.list} aria-label={`People (${data.users.totalCount})`}>
        {data.users.edges.map(({ node }) => (
          <li key={node.id}>
            <PersonRow user={node} isViewer={node.id === viewerId} />
          </li>
        ))}
      </ul>
      <LoadMore {...loadMore} />
    </>
  );
}
