import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IssueAssignees_issue$key } from '../../../__generated__/IssueAssignees_issue.graphql';
import { UserAvatar } from '../users/UserAvatar';

const useStyles = makeStyles({
  list: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
});

interface Props {
  issue: IssueAssignees_issue$key;
  size?: 20 | 24 | 32;
  /** What to show when nobody is assigned (nothing by default). */
  fallback?: ReactNode;
}

/** The avatars of the people assigned to an issue. */
export function IssueAssignees({ issue, size, fallback = null }: Props) {
  const styles = useStyles();
  const { assignees } = useFragment(
    graphql`
      fragment IssueAssignees_issue on Issue {
        # Who is assigned is secondary information: a failure shows no avatars rather than failing the page.
        assignees @catch(to: NULL) {
          id
          ...UserAvatar_user
        }
      }
    `,
    issue,
  );
  if (assignees == null || assignees.length === 0) return fallback;
  return (
    <ul className={styles.list} aria-label="Assignees">
      {assignees.map((user) => (
        <li key={user.id}>
          <UserAvatar user={user} size={size} />
        </li>
      ))}
    </ul>
  );
}
