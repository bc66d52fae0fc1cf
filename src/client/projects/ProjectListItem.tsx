import { Body1, Card, CardHeader, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { ProjectListItem_project$key } from '../../../__generated__/ProjectListItem_project.graphql';
import { RouterLink } from '../ui/RouterLink';
import { ProjectArchivedBadge } from './ProjectArchivedBadge';
import { ProjectVisibilityBadge } from './ProjectVisibilityBadge';
import { projectPath } from '../paths';

const useStyles = makeStyles({
  card: { height: '100%' },
  name: { margin: 0 },
  // The link takes the heading's size and weight instead of Fluent's body-text link style.
  link: { fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' },
  description: { margin: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** One project: its name (a link to its issues), whether it is private, and its description. */
export function ProjectListItem({ project }: { project: ProjectListItem_project$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ProjectListItem_project on Project @throwOnFieldError {
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
    <Card className={styles.card}>
      <CardHeader
        header={
          <Subtitle2 as="h2" block className={styles.name}>
            <RouterLink className={styles.link} to={projectPath(data.slug)}>
              {data.name}
            </RouterLink>
          </Subtitle2>
        }
        action={
          <span className={styles.badges}>
            <ProjectArchivedBadge project={data} />
            <ProjectVisibilityBadge project={data} />
          </span>
        }
      />
      <Body1 as="p" block className={styles.description}>
        {data.description}
      </Body1>
    </Card>
  );
}
