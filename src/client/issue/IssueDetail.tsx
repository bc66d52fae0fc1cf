import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { IssueDetail_issue$key } from '../../../__generated__/IssueDetail_issue.graphql';
import type { IssueDetail_viewer$key } from '../../../__generated__/IssueDetail_viewer.graphql';
import { deferredComponent } from '../ui/deferredComponent';
import { DeferredPart } from '../ui/DeferredPart';
import { MarkdownUploadContext } from '../ui/markdownUploads';
import { RelativeTime } from '../ui/RelativeTime';
import { useHydrated } from '../ui/useHydrated';
import { displayName } from '../users/displayName';
import { UserAvatar } from '../users/UserAvatar';
import { IssueAttachments } from './IssueAttachments';
import { IssueDeleteButton } from './IssueDeleteButton';
import { IssueDescription } from './IssueDescription';
import { IssueProperties } from './IssueProperties';
import { IssueStateBadge } from './IssueStateBadge';
import { IssueStateButton } from './IssueStateButton';
import { IssueParentLink } from '../subIssues/IssueParentLink';
import { IssueSubIssues } from '../subIssues/IssueSubIssues';
import { IssueTimeline } from '../timeline/IssueTimeline';
import { IssueTitle } from './IssueTitle';
import { IssueLiveUpdates } from './IssueLiveUpdates';
import { useAttachInlineFilesMutation } from './useAttachInlineFilesMutation';

// The comment box comes last on the page, below the description and the timeline: its editor (Fluent's
// Textarea, the Write/Preview tabs, completion), uploads and mutations load just after the first screen,
// not before it. Its data came with the page's query (its fragments are spread below).
// Its own chunk, loaded once the page is there; a failure to load it stays in its place (DeferredPart).
const issueCommentBox = deferredComponent(() => import('../comments/IssueCommentBox').then((module) => module.IssueCommentBox));

const useStyles = makeStyles({
  // Where the comment box appears, about as tall as the empty box (its top rule, an editor of a few lines,
  // the buttons), so nothing moves much when it does.
  commentBoxPlaceholder: {
    minHeight: '13rem',
    borderTop: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  opened: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 16rem',
    gap: tokens.spacingHorizontalXXL,
    paddingTop: tokens.spacingVerticalL,
    '@media (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    gridColumn: 1,
    gridRow: 1,
    '@media (max-width: 48rem)': { gridRow: 'auto' },
  },
  aside: {
    gridColumn: 2,
    gridRow: 1,
    '@media (max-width: 48rem)': { gridColumn: 1, gridRow: 'auto' },
  },
});

interface Props {
  issue: IssueDetail_issue$key;
  /** The signed-in user (the comment box shows them; "assign yourself" assigns them). */
  viewer: IssueDetail_viewer$key | null;
  /** The issue's project (the comment box's Close as duplicate searches its issues). */
  projectSlug: string;
}

/**
 * The issue page's content: the title (editable) with the close/reopen button, who opened it and when,
 * the description and attachments, the timeline of comments and changes with the comment box below it,
 * and the sidebar of labels, assignees and priority.
 */
export function IssueDetail({ issue, viewer, projectSlug }: Props) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment IssueDetail_issue on Issue @throwOnFieldError {
        id
        createdAt
        author {
          name
          deactivatedAt
          ...UserAvatar_user
        }
        ...IssueTitle_issue
        ...IssueDescription_issue
        ...IssueStateBadge_issue
        ...IssueStateButton_issue
        ...IssueDeleteButton_issue
        ...IssueAttachments_issue
        ...IssueTimeline_issue
        ...IssueCommentBox_issue
        ...IssueProperties_issue
        ...IssueParentLink_issue
        ...IssueSubIssues_issue
      }
    `,
    issue,
  );
  const me = useFragment(
    graphql`
      fragment IssueDetail_viewer on User {
        id
        ...IssueCommentBox_viewer
      }
    `,
    viewer,
  );
  const attachInline = useAttachInlineFilesMutation(data.id);
  // A page rendered on the server has the comment box's placeholder (its code is not loaded there), and so must
  // the browser's first render of it, or hydration would not match: the box comes once hydrated.
  const hydrated = useHydrated();
  const commentBoxPlaceholder = <div className={styles.commentBoxPlaceholder} />;
  return (
    <article aria-labelledby="issue-title">
      <header className={styles.header}>
        <IssueParentLink issue={data} />
        <IssueTitle issue={data} />
        <div className={styles.meta}>
          <div className={styles.opened}>
            <IssueStateBadge issue={data} />
            {data.author && <UserAvatar user={data.author} size={20} />}
            <Body1>
              <strong>{data.author ? displayName(data.author.name, data.author.deactivatedAt) : 'A deleted user'}</strong> opened this issue{' '}
              <RelativeTime dateTime={data.createdAt} />
            </Body1>
          </div>
          <div className={styles.actions}>
            <IssueDeleteButton issue={data} />
            <IssueStateButton issue={data} />
          </div>
        </div>
      </header>
      <div className={styles.columns}>
        {/* First: on a phone, where the columns stack, the issue's state of affairs comes before its story. */}
        <IssueProperties className={styles.aside} issue={data} viewerId={me?.id ?? null} />
        {/* Files pasted or dropped into the description's or a comment's editor are attached to the issue. */}
        <MarkdownUploadContext.Provider value={attachInline}>
          <div className={styles.main}>
            <IssueDescription issue={data} />
            <IssueAttachments issue={data} />
            <IssueSubIssues issue={data} />
            <IssueTimeline issue={data}>
              {(timelineId) => (
                <>
                  <IssueLiveUpdates issueId={data.id} timelineId={timelineId} />
                  {hydrated ? (
                    <DeferredPart
                      part={issueCommentBox}
                      props={{ issue: data, viewer: me ?? null, timelineId, projectSlug }}
                      placeholder={commentBoxPlaceholder}
                      name="The comment box"
                    />
                  ) : (
                    commentBoxPlaceholder
                  )}
                </>
              )}
            </IssueTimeline>
          </div>
        </MarkdownUploadContext.Provider>
      </div>
    </article>
  );
}
