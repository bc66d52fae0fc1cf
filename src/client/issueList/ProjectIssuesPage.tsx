import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { BookmarkAddRegular } from '@fluentui/react-icons/svg/bookmark-add';
import { KeyboardRegular } from '@fluentui/react-icons/svg/keyboard';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { useRef, useState } from 'react';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ProjectIssuesPageQuery } from '../../../__generated__/ProjectIssuesPageQuery.graphql';
import { ArchivedProjectNotice } from '../projects/ArchivedProjectNotice';
import { ProjectArchivedBadge } from '../projects/ProjectArchivedBadge';
import { ProjectVisibilityBadge } from '../projects/ProjectVisibilityBadge';
import { CurrentSlugRedirect } from '../projects/CurrentSlugRedirect';
import { NotFound } from '../shell/NotFound';
import type { PageProps } from '../shell/PreloadedPage';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredKeyboardShortcutsDialog } from '../shortcuts/DeferredKeyboardShortcutsDialog';
import { DeferredDialog } from '../ui/DeferredDialog';
import { DeferredMenu } from '../ui/DeferredMenu';
import { RouterButton } from '../ui/RouterButton';
import { useHotkeys } from '../ui/useHotkeys';
import { DeferredIssueSortMenu } from './DeferredIssueSortMenu';
import { IssueList } from './IssueList';
import { IssueSearchForm } from './IssueSearchForm';
import { IssueStateFilter } from './IssueStateFilter';
import { isPlainList } from './issueSearch';
import { ProjectNav } from './ProjectNav';
import { newIssuePath } from '../paths';
import { useIssuePageCodeOnIntent } from './useIssuePageCodeOnIntent';

// The dialogs load when first asked for (`?` or the Shortcuts button; Save view): most visits open neither,
// and Fluent's dialog code (with the save form's) then stays off the first load. Once loaded they stay mounted.
const saveViewDialog = deferredComponent(() => import('../savedViews/SaveViewDialog').then((module) => module.SaveViewDialog));

// The narrow screen's Views popover loads on first use: a mounted Fluent Popover would set up Tabster's modal
// focus handling at once, with its focusable aria-hidden sentinels under body (Lighthouse's aria-hidden-focus).
const projectNavMenu = deferredComponent(() => import('./ProjectNavMenu').then((module) => module.ProjectNavMenu));

// Below this width the sidebar would push the list down: it folds into a button.
const NARROW = '@media (max-width: 48rem)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
  },
  // Spacing comes from the gap, not from the browser's default heading and paragraph margins.
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '& > *': { margin: 0 } },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  description: { color: tokens.colorNeutralForeground2 },
  headerActions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Keyboard shortcuts are for a keyboard: not offered on a touch screen, where `?` (a keyboard attached to a
  // tablet) still opens them.
  shortcutsButton: { '@media (hover: none) and (pointer: coarse)': { display: 'none' } },
  columns: {
    display: 'grid',
    gridTemplateColumns: '12rem minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // The sidebar on a wide screen; on a narrow one, the Views button beside the search instead.
  sidebar: { [NARROW]: { display: 'none' } },
  navMenu: { display: 'none', [NARROW]: { display: 'block' } },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  searchRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // The state tabs on the left, the order on the right; on a phone the order goes under the tabs.
  listBar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/**
 * `/projects/:slug`: a project's issues, searched with `?q=` (GitHub's language; the route loader passes it
 * to the query), with Open/Closed tabs, saved views in the sidebar, bulk actions, and keyboard shortcuts
 * (`c` new issue, `/` search, `j`/`k`/`x`/Enter in the list, `?` the list of them).
 */
export function ProjectIssuesPage({ queryRef }: PageProps<ProjectIssuesPageQuery>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const searchRef = useRef<HTMLInputElement>(null);
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [shortcutsUsed, setShortcutsUsed] = useState(false);
  if (showShortcuts && !shortcutsUsed) setShortcutsUsed(true);
  const [savingView, setSavingView] = useState(false);
  const [saveViewUsed, setSaveViewUsed] = useState(false);
  if (savingView && !saveViewUsed) setSaveViewUsed(true);
  const saveViewButton = useRef<HTMLButtonElement>(null);
  // Opening an issue from the list should not wait for the issue page's code, nor its load run it unasked.
  useIssuePageCodeOnIntent();
  const { project } = usePreloadedQuery<ProjectIssuesPageQuery>(
    graphql`
      query ProjectIssuesPageQuery($slug: String!, $query: String!, $openQuery: String!, $closedQuery: String!)
      @preloadable
      @throwOnFieldError {
        project(slug: $slug) {
          slug
          name
          description
          # Only shows or hides the "New issue" button: the server refuses createIssue by itself.
          viewerCanCreateIssue
          ...ProjectVisibilityBadge_project
          ...ProjectArchivedBadge_project
          ...ArchivedProjectNotice_project
          ...IssueStateFilter_project @arguments(openQuery: $openQuery, closedQuery: $closedQuery)
          ...IssueList_project @arguments(query: $query)
          ...ProjectNav_project
          ...SaveViewDialog_project
          ...IssueSearchForm_project
        }
      }
    `,
    queryRef,
  );
  // The search the loader asked for is the one on screen; reading it here keeps both in step.
  const { query } = queryRef.variables;
  const newIssueAddress = project ? newIssuePath(project.slug) : null;

  useHotkeys({
    c: (event) => {
      if (newIssueAddress === null || !project?.viewerCanCreateIssue) return;
      event.preventDefault();
      void navigate(newIssueAddress);
    },
    '/': (event) => {
      event.preventDefault();
      searchRef.current?.focus();
      searchRef.current?.select();
    },
    '?': (event) => {
      event.preventDefault();
      setShowShortcuts(true);
    },
  });

  if (project == null || newIssueAddress === null) return <NotFound />;
  if (project.slug !== queryRef.variables.slug) return <CurrentSlugRedirect slug={project.slug} />;

  return (
    <div className={styles.root}>
      <Helmet>
        {/* A real search names the tab (and the history entry) after itself; the plain lists do not. */}
        <title>{isPlainList(query) ? `${project.name} · Triage` : `${query} · ${project.name} · Triage`}</title>
      </Helmet>
      <div className={styles.header}>
        <div className={styles.intro}>
          <div className={styles.title}>
            <Title1 as="h1" block>
              {project.name}
            </Title1>
            <ProjectVisibilityBadge project={project} />
            <ProjectArchivedBadge project={project} />
          </div>
          {project.description && (
            <Body1 as="p" block className={styles.description}>
              {project.description}
            </Body1>
          )}
        </div>
        <div className={styles.headerActions}>
          <Button className={styles.shortcutsButton} appearance="subtle" icon={<KeyboardRegular />} onClick={() => setShowShortcuts(true)}>
            Shortcuts
          </Button>
          {project.viewerCanCreateIssue && (
            <RouterButton appearance="primary" icon={<AddRegular />} to={newIssueAddress}>
              New issue
            </RouterButton>
          )}
        </div>
      </div>
      <ArchivedProjectNotice project={project} />
      <div className={styles.columns}>
        <div className={styles.sidebar}>
          <ProjectNav project={project} query={query} />
        </div>
        <div className={styles.main}>
          <div className={styles.searchRow}>
            <div className={styles.navMenu}>
              <DeferredMenu
                key={query}
                popup="popover"
                menu={projectNavMenu}
                menuProps={{ project, query }}
                trigger={<Button icon={<NavigationRegular />}>Views</Button>}
              />
            </div>
            {/* Keyed by the loader's run, not only by the search: Back and Forward show the search of the
                entry they return to, also when a search typed meanwhile never got its results on screen. */}
            <IssueSearchForm key={queryRef.fetchKey} query={query} project={project} inputRef={searchRef} />
            <Button ref={saveViewButton} icon={<BookmarkAddRegular />} onClick={() => setSavingView(true)}>
              Save view
            </Button>
            {saveViewUsed && (
              <DeferredDialog
                dialog={saveViewDialog}
                props={{
                  project,
                  query,
                  open: savingView,
                  onClose: () => {
                    setSavingView(false);
                    saveViewButton.current?.focus();
                  },
                }}
                name="Save view"
                onFailed={() => {
                  setSavingView(false);
                  setSaveViewUsed(false);
                }}
              />
            )}
          </div>
          {/* Keyed too: a new search starts with no row selected and none current. */}
          <IssueList
            key={query}
            project={project}
            query={query}
            tabs={
              <div className={styles.listBar}>
                <IssueStateFilter project={project} query={query} />
                <DeferredIssueSortMenu query={query} />
              </div>
            }
          />
        </div>
      </div>
      {shortcutsUsed && (
        <DeferredKeyboardShortcutsDialog
          page="issueList"
          open={showShortcuts}
          onClose={() => setShowShortcuts(false)}
          onFailed={() => {
            setShowShortcuts(false);
            setShortcutsUsed(false);
          }}
        />
      )}
    </div>
  );
}
