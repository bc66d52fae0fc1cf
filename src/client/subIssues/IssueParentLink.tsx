import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { TaskListLtrRegular } from '@fluentui/react-icons/svg/task-list-ltr';
import { graphql, useFragment } from 'react-relay';
import type { IssueParentLink_issue$key } from '../../../__generated__/IssueParentLink_issue.graphql';
import { issuePath } from '../paths';
import { RouterLink } from '../ui/RouterLink';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3, minWidth: 0 },
  icon: { flexShrink: 0 },
  link: { overflowWrap: 'anywhere' },
});

/** Above an issue's title, when it is a sub-issue: "Sub-issue of #12 Title", a link to the parent. */
export function IssueParentLink({ issue }: { issue: IssueParentLink_issue$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueParentLink_issue on Issue @throwOnFieldError {
        project {
          slug
        }
        parent {
          number
          title
          project {
            slug
          }
        }
      }
    `,
    issue,
  );
  const parent = data.parent;
  if (!parent) return null;
  const key = parent.project.slug === data.project.slug ? `#${parent.number}` : `${parent.project.slug}#${parent.number}`;
  return (
    <Caption1 as="p" className={styles.root}>
      <TaskListLtrRegular className={styles.icon} aria-hidden />
      <span>
        Sub-issue of{' '}
        <RouterLink to={issuePath(parent.project.slug, parent.number)} className={styles.link}>
          {key} {parent.title}
        </RouterLink>
      </span>
    </Caption1>
  );
}
