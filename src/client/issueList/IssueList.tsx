import {
  Body1,
  Button,
  Checkbox,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { IssueList_project$key } from '../../../__generated__/IssueList_project.graphql';
import type { IssueListPaginationQuery } from '../../../__generated__/IssueListPaginationQuery.graphql';
import type { IssueStateReason } from '../../../__generated__/useCloseIssuesMutation.graphql';
import { isUnauthenticated } from '../relay/isUnauthenticated';
import { SignInRedirect } from '../account/SignInRedirect';
import { RouterLink } from '../ui/RouterLink';
import { useHotkeys } from '../ui/useHotkeys';
import { MAX_BULK_ISSUES } from '../issueChanges/bulkLimit';
import { IssueRow } from './IssueRow';
import { NewIssuesNotice, type ListOutdated } from './NewIssuesNotice';
import { refreshIssueStateCounts } from './refreshIssueStateCounts';
import { useProjectIssuesLiveUpdates } from './useProjectIssuesLiveUpdates';
import { ISSUE_LIST_PANEL_ID, issueStateTabId } from './IssueStateFilter';
import { isPlainList, stateOfQuery } from './issueSearch';
import { DEFAULT_ISSUE_QUERY, issuePath, projectPath } from '../paths';

const PAGE_SIZE = 25;

// The bulk actions (their menus and the positioning engine) load on the first selection: most visits select nothing.
const IssueBulkActions = lazy(() => import('../bulkActions/IssueBulkActions').then((module) => ({ default: module.IssueBulkActions })));

/** Why each closed issue among `nodes` was closed: what an undone reopen closes it as again. */
function closeReasonsOf(nodes: readonly { id: string; stateReason: IssueStateReason | null | undefined }[]): Map<string, IssueStateReason> {
  return new Map(nodes.flatMap((node) => (node.stateReason ? [[node.id, node.stateReason] as const] : [])));
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  selectAll: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '2.5rem' },
  // With rows ticked, the bulk actions stay at the top of the window while the list scrolls under them.
  stickyActions: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `0 ${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    '& > li + li': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
  row: { scrollMarginBlock: '4rem' },
  // The row j/k is on: a ring as visible as the focus ring, in light and dark themes alike.
  current: {
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorSubtleBackgroundHover,
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    '& > *': { margin: 0 },
  },
  errors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

interface Props {
  project: IssueList_project$key;
  /** The search the list holds (`?q=`), to word the empty state and the list's name. */
  query: string;
  /** The Open/Closed tabs, shown between the search's error (if any) and the list. */
  tabs: ReactNode;
}

/**
 * The issues that match a search, 25 at a time. A search the server cannot understand shows why,
 * right under the search box, instead of a list. Keyboard (not while typing): j / k move through the
 * rows (the focus follows, and the row scrolls into view), Enter opens the row, x selects it, Escape
 * clears the selection; selected issues get the bulk actions.
 */
export function IssueList({ project, query, tabs }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [loadError, setLoadError] = useState<Error | null>(null);
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<IssueListPaginationQuery, IssueList_project$key>(
    graphql`
      fragment IssueList_project on Project
      @refetchable(queryName: "IssueListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        query: { type: "String", defaultValue: "is:open" }
      )
      @throwOnFieldError {
        id
        slug
        issues(first: $count, after: $cursor, query: $query) @connection(key: "IssueList_issues", filters: ["query"]) {
          totalCount
          queryErrors {
            message
          }
          edges {
            node {
              id
              number
              state
              stateReason
              viewerCanUpdate
              ...IssueRow_issue
              ...IssueBulkActions_issues
            }
          }
        }
        ...IssueBulkActions_project
      }
    `,
    project,
  );
  const { edges, totalCount, queryErrors } = data.issues;
  const [outdated, setOutdated] = useState<ListOutdated | null>(null);
  const onListOutdated = useCallback(
    (why: 'opened' | 'reconnected') =>
      setOutdated((current) => ({
        opened: (current?.opened ?? 0) + (why === 'opened' ? 1 : 0),
        missed: (current?.missed ?? false) || why === 'reconnected',
      })),
    [],
  );
  useProjectIssuesLiveUpdates({ projectId: data.id, slug: data.slug, query, onListOutdated });
  const showOutdated = () => {
    setOutdated(null);
    refetch({ query }, { fetchPolicy: 'network-only' });
  };
  const state = stateOfQuery(query);
  const [cursor, setCursor] = useState(-1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const rowRefs = useRef(new Map<string, HTMLLIElement>());

  const selectable = useMemo(() => edges.filter(({ node }) => node.viewerCanUpdate).map(({ node }) => node.id), [edges]);
  // In list order; issues that left the list (another search) are not acted on.
  const selectedIds = useMemo(() => selectable.filter((id) => selected.has(id)), [selectable, selected]);
  const selectedNodes = edges.filter(({ node }) => selected.has(node.id)).map(({ node }) => node);

  // The row ticked or unticked last (by id: live updates may move it): Shift-click goes on from there.
  const anchor = useRef<string | null>(null);
  /** Ticks or unticks `id`, or with `range` every row the viewer may change from the last one ticked to it. */
  const toggle = (id: string, on: boolean, range = false) => {
    const to = selectable.indexOf(id);
    const from = range && anchor.current !== null ? selectable.indexOf(anchor.current) : -1;
    const ids = from === -1 || to === -1 ? [id] : selectable.slice(Math.min(from, to), Math.max(from, to) + 1);
    anchor.current = id;
    setSelected((current) => {
      const next = new Set(current);
      for (const each of ids) {
        if (on && next.size < MAX_BULK_ISSUES) next.add(each);
        else if (!on) next.delete(each);
      }
      return next;
    });
  };
  const clearSelection = () => setSelected(new Set());

  const moveTo = (index: number) => {
    const edge = edges[index];
    if (edge === undefined) return;
    setCursor(index);
    const row = rowRefs.current.get(edge.node.id);
    // The focus goes to the row's link: screen readers read the row, and Enter opens it as a link would.
    row?.querySelector<HTMLAnchorElement>('a[href]')?.focus({ preventScroll: true });
    // jsdom has no scrolling; browsers all do.
    row?.scrollIntoView?.({ block: 'nearest' });
  };
  const current = cursor >= 0 ? edges[cursor]?.node : undefined;

  useHotkeys(
    {
      j: () => moveTo(Math.min(edges.length - 1, cursor + 1)),
      k: () => moveTo(Math.max(0, cursor - 1)),
      x: (event) => {
        if (current === undefined || !current.viewerCanUpdate) return;
        event.preventDefault();
        toggle(current.id, !selected.has(current.id));
      },
      Enter: (event) => {
        if (current === undefined) return;
        // Any other control keeps its own Enter (a button, a tab, another link); the current row's link and
        // the page itself (the focus after j/k, or on the page after a click elsewhere) open the row.
        const target = event.target instanceof Element ? event.target : null;
        const control = target?.closest('a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"]');
        const rowLink = rowRefs.current.get(current.id)?.querySelector('a[href]');
        if (control != null && control !== rowLink) return;
        event.preventDefault();
        void navigate(issuePath(data.slug, current.number));
      },
      Escape: () => clearSelection(),
    },
    edges.length > 0,
  );

  // The session ended between two pages: sign in again and come back (nothing typed is lost here).
  if (isUnauthenticated(loadError)) return <SignInRedirect />;

  const clearLink = <RouterLink to={projectPath(data.slug, DEFAULT_ISSUE_QUERY)}>Clear search</RouterLink>;

  if (queryErrors.length > 0) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>This search can’t be run</MessageBarTitle>
          {queryErrors.length === 1 ? (
            queryErrors[0]!.message
          ) : (
            <ul className={styles.errors}>
              {queryErrors.map((error, index) => (
                // The server's list replaces itself whole; the index is a stable key here.
                <li key={index}>{error.message}</li>
              ))}
            </ul>
          )}{' '}
          {clearLink}
        </MessageBarBody>
      </MessageBar>
    );
  }

  const adjective = state === 'closed' ? 'closed' : state === 'open' ? 'open' : '';
  const listName = adjective ? `${adjective[0]!.toUpperCase()}${adjective.slice(1)} issues` : 'Issues';
  const loadMore = () => {
    setLoadError(null);
    loadNext(PAGE_SIZE, { onComplete: (error) => setLoadError(error) });
  };

  let content: ReactNode;
  if (edges.length === 0) {
    content = isPlainList(query) ? (
      <div className={styles.empty}>
        <Subtitle2 as="p" block>
          No {adjective} issues
        </Subtitle2>
        <Body1 as="p" block>
          {state === 'closed' ? 'No issue of this project has been closed yet.' : 'Nothing needs doing here right now.'}
        </Body1>
      </div>
    ) : (
      <div className={styles.empty}>
        <Subtitle2 as="p" block>
          No issues match this search
        </Subtitle2>
        <Body1 as="p" block>
          Try other words or fewer qualifiers, or {clearLink}.
        </Body1>
      </div>
    );
  } else {
    const allSelected = selectable.length > 0 && selectedIds.length === selectable.length;
    content = (
      <>
        {selectable.length > 0 && (
          <div className={mergeClasses(styles.selectAll, selectedIds.length > 0 && styles.stickyActions)}>
            <Checkbox
              checked={allSelected ? true : selectedIds.length > 0 ? 'mixed' : false}
              onChange={() => setSelected(allSelected ? new Set() : new Set(selectable.slice(0, MAX_BULK_ISSUES)))}
              label={selectedIds.length > 0 ? undefined : 'Select all'}
              aria-label={selectedIds.length > 0 ? 'Select all' : undefined}
            />
            {selectedIds.length > 0 && (
              <Suspense fallback={null}>
                <IssueBulkActions
                  project={data}
                  onChanged={() => refreshIssueStateCounts(environment, data.slug, query)}
                  issueIds={selectedIds}
                  issues={selectedNodes}
                  someOpen={selectedNodes.some((node) => node.state === 'OPEN')}
                  someClosed={selectedNodes.some((node) => node.state === 'CLOSED')}
                  closeReasons={closeReasonsOf(selectedNodes)}
                  onClear={clearSelection}
                />
              </Suspense>
            )}
          </div>
        )}
        <ul className={styles.list} aria-label={listName}>
          {edges.map(({ node }, index) => (
            <li
              key={node.id}
              ref={(element) => {
                if (element) rowRefs.current.set(node.id, element);
                else rowRefs.current.delete(node.id);
              }}
              className={mergeClasses(styles.row, selected.has(node.id) && styles.selected, index === cursor && styles.current)}
              aria-current={index === cursor ? 'true' : undefined}
              // Tabbing or clicking into a row makes it the current one, so that j/k go on from there.
              onFocus={() => setCursor(index)}
            >
              <IssueRow
                issue={node}
                listQuery={query}
                selection={
                  node.viewerCanUpdate
                    ? { selected: selected.has(node.id), onChange: (on, range) => toggle(node.id, on, range) }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          {hasNext && (
            <Button onClick={loadMore} disabled={isLoadingNext}>
              {isLoadingNext ? 'Loading…' : 'Load more'}
            </Button>
          )}
          {/* Announced politely, so screen-reader users learn that more rows arrived. */}
          <Body1 role="status">
            Showing {edges.length} of {totalCount} {adjective ? `${adjective} issues` : 'issues'}
          </Body1>
        </div>
        {loadError && (
          <MessageBar intent="error">
            <MessageBarBody>Couldn’t load more issues. {loadError.message}</MessageBarBody>
          </MessageBar>
        )}
      </>
    );
  }

  return (
    <div className={styles.root}>
      {tabs}
      <div
        className={styles.panel}
        role={state ? 'tabpanel' : undefined}
        id={ISSUE_LIST_PANEL_ID}
        aria-labelledby={state ? issueStateTabId(state) : undefined}
      >
        {outdated && <NewIssuesNotice outdated={outdated} onShow={showOutdated} />}
        {content}
      </div>
    </div>
  );
}
