import { Avatar, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { CommentItem_comment$key } from '../../../__generated__/CommentItem_comment.graphql';
import { Markdown } from '../ui/Markdown';
import { RelativeTime } from '../ui/RelativeTime';
import { UserAvatar } from '../users/UserAvatar';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
  },
  box: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  heading: {
    margin: 0,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { padding: tokens.spacingHorizontalL },
});

/** One comment: who wrote it, when, and what (Markdown). */
export function CommentItem({ comment }: { comment: CommentItem_comment$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment @throwOnFieldError {
        body
        createdAt
        author {
          name
          ...UserAvatar_user
        }
      }
    `,
    comment,
  );
  const authorName = data.author?.name ?? 'A deleted user';
  return (
    <article className={styles.root} aria-label={`Comment by ${authorName}`}>
      {data.author ? <UserAvatar user={data.author} size={32} /> : <Avatar size={32} aria-label="A deleted user" />}
      <div className={styles.box}>
        {/* A heading per comment lets screen-reader users jump from one comment to the next. */}
        <h3 className={styles.heading}>
          <strong>{authorName}</strong> commented <RelativeTime dateTime={data.createdAt} />
        </h3>
        <div className={styles.body}>
          {data.body.trim() ? <Markdown>{data.body}</Markdown> : <Body1 as="p" block>(empty comment)</Body1>}
        </div>
      </div>
    </article>
  );
}
