import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { IssueStateFilter_project$key } from '../../../__generated__/IssueStateFilter_project.graphql';
import { stateOfQuery, withState, type StateQualifier } from './issueSearch';
import { searchForQuery } from '../paths';

/** The id of the element the tabs control: the list of issues. */
export const ISSUE_LIST_PANEL_ID = 'issue-list-panel';

export function issueStateTabId(state: StateQualifier): string {
  return `issue-state-tab-${state}`;
}

// Drawn like Fluent's medium Tab (padding, the 3 px indicator under the selected one, semibold label), but not
// Fluent's TabList: its arrow keys come from Tabster, which would be about 23 kB gzip of the issue list's first
// load for two tabs. The arrow keys are the few lines of onKeyDown below (WAI-ARIA's tabs pattern, manual
// activation: arrows move the focus, Enter or Space chooses).
const useStyles = makeStyles({
  list: { display: 'flex', alignItems: 'center' },
  tab: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalSNudge,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalMNudge,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    cursor: 'pointer',
    '::after': {
      content: '""',
      position: 'absolute',
      insetInline: tokens.spacingHorizontalMNudge,
      bottom: 0,
      height: tokens.strokeWidthThicker,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorTransparentStroke,
    },
    ':hover': { color: tokens.colorNeutralForeground2Hover, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':hover::after': { backgroundColor: tokens.colorNeutralStroke1Hover },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
    },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover': { color: tokens.colorNeutralForeground1 },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
    '@media (forced-colors: active)': { '::after': { backgroundColor: 'Highlight' } },
  },
});

const STATES = ['open', 'closed'] as const satisfies readonly StateQualifier[];

interface Props {
  project: IssueStateFilter_project$key;
  /** The search on screen. */
  query: string;
}

/**
 * Open / Closed tabs with the counts of the search on screen in each state, as on GitHub. Choosing one
 * writes `is:open` or `is:closed` into the search (`?q=`, a new history entry), keeping the rest of it;
 * the route loader fetches the list. With no state in the search, neither tab is selected.
 */
export function IssueStateFilter({ project, query }: Props) {
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment IssueStateFilter_project on Project
      @argumentDefinitions(
        openQuery: { type: "String", defaultValue: "is:open" }
        closedQuery: { type: "String", defaultValue: "is:closed" }
      ) {
        # Counts are a convenience: if one fails, its tab shows no number.
        openIssues: issues(query: $openQuery) @catch(to: NULL) {
          totalCount
        }
        closedIssues: issues(query: $closedQuery) @catch(to: NULL) {
          totalCount
        }
      }
    `,
    project,
  );

  const styles = useStyles();
  const selected = stateOfQuery(query);
  const counts = { open: data.openIssues?.totalCount, closed: data.closedIssues?.totalCount };
  const labels = { open: 'Open', closed: 'Closed' };
  // One tab in the Tab order: the selected one, or the first when none is.
  const tabbable = selected ?? STATES[0];

  const choose = (state: StateQualifier) => {
    if (state !== selected) void navigate({ search: searchForQuery(withState(query, state)) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const list = event.currentTarget.parentElement;
    if (list === null) return;
    const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const at = tabs.indexOf(event.currentTarget);
    if (at < 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    // Moves by key; the arrows wrap around, as Fluent's tabs do.
    const moves: Partial<Record<string, number>> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -at,
      End: tabs.length - 1 - at,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    tabs[(at + move + tabs.length) % tabs.length]?.focus();
  };

  return (
    <div role="tablist" aria-label="Issue state" className={styles.list}>
      {STATES.map((state) => (
        // The count is text inside the tab, so its accessible name reads "Open 12" too.
        <button
          key={state}
          type="button"
          role="tab"
          id={issueStateTabId(state)}
          aria-controls={ISSUE_LIST_PANEL_ID}
          aria-selected={state === selected}
          tabIndex={state === tabbable ? 0 : -1}
          className={mergeClasses(styles.tab, state === selected && styles.selected)}
          onClick={() => choose(state)}
          onKeyDown={onKeyDown}
        >
          {labels[state]}{' '}
          {counts[state] !== undefined && (
            <CounterBadge count={counts[state]} overflowCount={99999} showZero appearance="ghost" color="informative" />
          )}
        </button>
      ))}
    </div>
  );
}
