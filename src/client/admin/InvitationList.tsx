import { Body1, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvitationList_query$key } from '../../../__generated__/InvitationList_query.graphql';
import type { InvitationListPaginationQuery } from '../../../__generated__/InvitationListPaginationQuery.graphql';
import { InvitationRow } from './InvitationRow';
import { LoadMore, useLoadMore } from '../ui/LoadMore';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

interface Props {
  query: InvitationList_query$key;
  /**
   * Lays out the list (`list`) with what adds to it: `connectionId` is the `__id` of the invitations
   * connection this component owns, for the mutation that prepends a new invitation (NewInvitationForm).
   */
  children: (list: ReactNode, connectionId: string) => ReactNode;
}

/** The workspace's invitations, newest first, a page at a time. */
export function InvitationList({ query, children }: Props) {
  const styles = useStyles();
  const pagination = usePaginationFragment<InvitationListPaginationQuery, InvitationList_query$key>(
    graphql`
      fragment InvitationList_query on Query
      @refetchable(queryName: "InvitationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @throwOnFieldError {
        invitations(first: $count, after: $cursor) @connection(key: "InvitationList_invitations") {
          __id
          edges {
            node {
              id
              ...InvitationRow_invitation
            }
          }
        }
      }
    `,
    query,
  );
  const { data } = pagination;
  const loadMore = useLoadMore(pagination, PAGE_SIZE, {
    label: 'Load more invitations',
    failure: 'Couldn’t load more invitations.',
  });
  const { __id: connectionId, edges } = data.invitations;
  const list = (
    <>
      {edges.length === 0 ? (
        <Body1 as="p" block>
          No invitations yet.
        </Body1>
      ) : (
        <ul className={styles.list} aria-label="Invitations">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <InvitationRow invitation={node} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore {...loadMore} />
    </>
  );
  return children(list, connectionId);
}
