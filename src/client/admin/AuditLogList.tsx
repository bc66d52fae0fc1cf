import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AuditLogList_query$key } from '../../../__generated__/AuditLogList_query.graphql';
import type { AuditLogListPaginationQuery } from '../../../__generated__/AuditLogListPaginationQuery.graphql';
import { AuditEntryRow } from './AuditEntryRow';
import { LoadMore, useLoadMore } from '../ui/LoadMore';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  count: { color: tokens.colorNeutralForeground2 },
});

/** The audit log as filtered, newest first, a page at a time. */
export function AuditLogList({ query, filtered }: { query: AuditLogList_query$key; filtered: boolean }) {
  const styles = useStyles();
  const pagination = usePaginationFragment<AuditLogListPaginationQuery, AuditLogList_query$key>(
    graphql`
      fragment AuditLogList_query on Query
      @refetchable(queryName: "AuditLogListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        action: { type: "AuditAction" }
        actorId: { type: "ID" }
      )
      @throwOnFieldError {
        auditLog(first: $count, after: $cursor, action: $action, actorId: $actorId) @connection(key: "AuditLogList_auditLog") {
          totalCount
          edges {
            node {
              id
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    query,
  );
  const { data } = pagination;
  const loadMore = useLoadMore(pagination, PAGE_SIZE, {
    label: 'Load older entries',
    failure: 'Couldn’t load older entries.',
  });
  const log = data.auditLog;
  const edges = log?.edges ?? [];
  return (
    <>
      {edges.length === 0 ? (
        <Body1 as="p" block>
          {filtered ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.'}
        </Body1>
      ) : (
        <>
          <Caption1 className={styles.count}>{log?.totalCount === 1 ? '1 entry' : `${log?.totalCount ?? 0} entries`}</Caption1>
          <ul className={styles.list} aria-label="Audit log">
            {edges.map(({ node }) => (
              <AuditEntryRow key={node.id} entry={node} />
            ))}
          </ul>
        </>
      )}
      <LoadMore {...loadMore} />
    </>
  );
}
