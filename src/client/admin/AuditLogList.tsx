import { Body1, Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AuditLogList_query$key } from '../../../__generated__/AuditLogList_query.graphql';
import type { AuditLogListPaginationQuery } from '../../../__generated__/AuditLogListPaginationQuery.graphql';
import { AuditEntryRow } from './AuditEntryRow';

const PAGE_SIZE = 25;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  count: { color: tokens.colorNeutralForeground2 },
  more: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalM },
});

/** The audit log as filtered, newest first, a page at a time. */
export function AuditLogList({ query, filtered }: { query: AuditLogList_query$key; filtered: boolean }) {
  const styles = useStyles();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AuditLogListPaginationQuery, AuditLogList_query$key>(
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
      {hasNext && (
        <Button
          className={styles.more}
          disabled={isLoadingNext}
          onClick={() => {
            setLoadError(null);
            loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
          }}
        >
          {isLoadingNext ? 'Loading…' : 'Load older entries'}
        </Button>
      )}
      {loadError && (
        <MessageBar intent="error">
          <MessageBarBody>Couldn’t load older entries. {loadError.message}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
