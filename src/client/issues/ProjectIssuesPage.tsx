import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { Helmet } from 'react-helmet-async';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { ProjectIssuesPageQuery } from '../../../__generated__/ProjectIssuesPageQuery.graphql';
import { ProjectVisibilityBadge } from '../projects/ProjectVisibilityBadge';
import { NotFound } from '../shell/NotFound';
import type { PageProps } from '../shell/PreloadedPage';
import { RouterButton } from '../ui/RouterButton';
import { IssueList } from './IssueList';
import { ISSUE_LIST_PANEL_ID, IssueStateFilter, issueStateTabId } from './IssueStateFilter';
import { paramFromIssueState } from './issueState';

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
});

/** `/projects/:slug`: a project's issues, open or closed (`?state=`). */
export function ProjectIssuesPage({ queryRef }: PageProps<ProjectIssuesPageQuery>) {
  const styles = useStyles();
  const { project } = usePreloadedQuery<ProjectIssuesPageQuery>(
    graphql`
      query ProjectIssuesPageQuery($slug: String!, $state: IssueState!) @throwOnFieldError {
        project(slug: $slug) {
          slug
          name
          description
          # Only shows or hides the "New issue" button: the server refuses createIssue by itself.
          viewerCanCreateIssue
          ...ProjectVisibilityBadge_project
          ...IssueStateFilter_project
          ...IssueList_project @arguments(state: $state)
        }
      }
    `,
    queryRef,
  );
  if (project == null) return <NotFound />;

  // The state the loader asked for is the one on screen; reading it here keeps both in step.
  const state = queryRef.variables.state;
  return (
    <div className={styles.root}>
      <Helmet>
        <title>{`${project.name} · Triage`}</title>
      </Helmet>
      <div className={styles.header}>
        <div className={styles.intro}>
          <div className={styles.title}>
            <Title1 as="h1" block>{project.name}</Title1>
            <ProjectVisibilityBadge project={project} />
          </div>
          {project.description && (
            <Body1 as="p" block className={styles.description}>
              {project.description}
            </Body1>
          )}
        </div>
        {project.viewerCanCreateIssue && (
          <RouterButton
            appearance="primary"
            icon={<AddRegular />}
            to={`/projects/${encodeURIComponent(project.slug)}/issues/new`}
          >
            New issue
          </RouterButton>
        )}
      </div>
      <IssueStateFilter project={project} state={state} />
      <div role="tabpanel" id={ISSUE_LIST_PANEL_ID} aria-labelledby={issueStateTabId(paramFromIssueState(state))}>
        <IssueList project={project} state={state} />
      </div>
    </div>
  );
}
