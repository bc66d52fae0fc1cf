import { Caption1Strong, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { TagRegular } from '@fluentui/react-icons/svg/tag';
import { graphql, useFragment } from 'react-relay';
import type { ProjectNav_project$key } from '../../../__generated__/ProjectNav_project.graphql';
import { normalizeQuery, projectLabelsPath, projectPath } from '../paths';
import { ProjectNavLink } from './ProjectNavLink';
import { SavedViewList } from '../savedViews/SavedViewList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { margin: 0, paddingInline: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, textDecorationLine: 'none' },
  },
  current: { backgroundColor: tokens.colorSubtleBackgroundSelected, fontWeight: tokens.fontWeightSemibold },
});

/** The searches every project offers, as GitHub's and Linear's sidebars do. */
const BUILT_IN_VIEWS: ReadonlyArray<{ name: string; query: string }> = [
  { name: 'Open issues', query: 'is:open' },
  { name: 'Closed issues', query: 'is:closed' },
  { name: 'Assigned to me', query: 'is:open assignee:@me' },
  { name: 'Unassigned', query: 'is:open no:assignee' },
  { name: 'Urgent', query: 'is:open priority:urgent' },
];

interface Props {
  project: ProjectNav_project$key;
  /** The search on screen, to mark its view as current. */
  query: string;
}

/** The project page's sidebar: the usual views, the viewer's saved views, and the labels page. */
export function ProjectNav({ project, query }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ProjectNav_project on Project @throwOnFieldError {
        slug
        ...SavedViewList_project
      }
    `,
    project,
  );
  const normalized = normalizeQuery(query);
  // One view is marked as the one on screen: a built-in one if it matches, else the first saved one that does.
  const builtInCurrent = BUILT_IN_VIEWS.some((view) => view.query === normalized);
  return (
    <nav className={styles.root} aria-label="Views">
      <div className={styles.group}>
        <Caption1Strong as="h2" className={styles.heading}>
          Views
        </Caption1Strong>
        <ul className={styles.list}>
          {BUILT_IN_VIEWS.map((view) => (
            <li key={view.name}>
              <ProjectNavLink
                className={mergeClasses(styles.link, normalized === view.query && styles.current)}
                to={projectPath(data.slug, view.query)}
                current={normalized === view.query}
              >
                {view.name}
              </ProjectNavLink>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.group}>
        <Caption1Strong as="h2" className={styles.heading}>
          Saved views
        </Caption1Strong>
        <SavedViewList project={data} currentQuery={builtInCurrent ? null : normalized} searchOnScreen={normalized} />
      </div>
      <div className={styles.group}>
        <ProjectNavLink className={styles.link} to={projectLabelsPath(data.slug)} current={false}>
          <TagRegular aria-hidden="true" />
          Labels
        </ProjectNavLink>
      </div>
    </nav>
  );
}
