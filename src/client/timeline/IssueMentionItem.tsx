import { Avatar, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons/svg/link';
import { graphql, useFragment } from 'react-relay';
import type { IssueMentionItem_mention$key } from '../../../__generated__/IssueMentionItem_mention.graphql';
import { IssueReferenceLink } from '../references/IssueReferenceLink';
import { RelativeTime } from '../ui/RelativeTime';
import { displayName } from '../users/displayName';
import { UserAvatar } from '../users/UserAvatar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // As IssueEventItem: the 24 px icon centred on the avatars' axis, where the thread line runs.
    paddingInlineStart: '4px',
    minHeight: '2rem',
  },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: '1rem',
  },
  text: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', minWidth: 0 },
  actor: { color: tokens.colorNeutralForeground1 },
  title: { color: tokens.colorNeutralForeground1 },
});

/**
 * A back-link in the timeline: "Ada Lovelace mentioned this in web#45 Title · 2 days ago" (or "in a comment on"),
 * the issue a link with its card. The server lists it only to those who may see that issue.
 */
export function IssueMentionItem({ mention }: { mention: IssueMentionItem_mention$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueMentionItem_mention on IssueMention @throwOnFieldError {
        createdAt
        actor {
          name
          deactivatedAt
          ...UserAvatar_user
        }
        source {
          number
          title
          project {
            slug
          }
          ...IssueReferenceLink_issue
        }
        comment {
          __typename
        }
      }
    `,
    mention,
  );
  const { source } = data;
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <LinkRegular />
      </span>
      {data.actor ? <UserAvatar user={data.actor} size={20} /> : <Avatar size={20} aria-label="A deleted user" />}
      <Body1 className={styles.text}>
        <strong className={styles.actor}>{data.actor ? displayName(data.actor.name, data.actor.deactivatedAt) : 'A deleted user'}</strong>{' '}
        {data.comment ? 'mentioned this in a comment on ' : 'mentioned this in '}
        <IssueReferenceLink issue={source} text={`${source.project.slug}#${source.number}`} projectSlug={source.project.slug} />{' '}
        <span className={styles.title}>{source.title}</span>
        {' · '}
        <RelativeTime dateTime={data.createdAt} />
      </Body1>
    </div>
  );
}
