import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { AdminProjectRow_project$key } from '../../../__generated__/AdminProjectRow_project.graphql';
import { ProjectArchivedBadge } from '../projects/ProjectArchivedBadge';
import { ProjectVisibilityBadge } from '../projects/ProjectVisibilityBadge';
import { RouterButton } from '../ui/RouterButton';
import { RouterLink } from '../ui/RouterLink';
import { adminProjectPath, projectPath } from '../paths';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 16rem', minWidth: 0 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** A project in the admin list: its name (to its issues), slug, visibility, whether archived, and Edit. */
export function AdminProjectRow({ project }: { project: AdminProjectRow_project$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment AdminProjectRow_project on Project @throwOnFieldError {
        slug
        name
        description
        ...ProjectVisibilityBadge_project
        ...ProjectArchivedBadge_project
      }
    `,
    project,
  );
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        <div className={styles.title}>
          <Body1>
            <RouterLink to={projectPath(data.slug)}>{data.name}</RouterLink>
          </Body1>
          <ProjectVisibilityBadge project={data} />
          <ProjectArchivedBadge project={data} />
        </div>
        <Caption1 className={styles.meta}>
          /projects/{data.slug}
          {data.description ? ` · ${data.description}` : ''}
        </Caption1>
      </div>
      <RouterButton to={adminProjectPath(data.slug)} aria-label={`Edit ${data.name}`}>
        Edit
      </RouterButton>
    </div>
  );
}
